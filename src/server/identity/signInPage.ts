import { escapeHtml, text, type Language } from '../http/texts';

/** The frame of every page the identity service renders: small, self-contained, no script. */
export function identityPage(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg">
<title>${escapeHtml(title)}</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef2f7; color: #1d2733; }
  main { width: min(380px, calc(100vw - 32px)); background: #fff; border-radius: 12px; padding: 32px;
         box-shadow: 0 8px 30px rgba(20, 40, 80, .12); }
  .brand { font-weight: 700; font-size: 22px; color: #0b6e4f; margin-bottom: 8px; }
  h1 { font-size: 20px; margin: 0 0 20px; }
  label { display: block; font-size: 14px; font-weight: 600; margin: 14px 0 6px; }
  input { box-sizing: border-box; width: 100%; padding: 10px 12px; font-size: 15px; border: 1px solid #b9c3d0; border-radius: 8px; }
  input:focus { outline: 2px solid #0b6e4f; border-color: transparent; }
  button { margin-top: 22px; width: 100%; padding: 11px; font-size: 15px; font-weight: 600; color: #fff;
           background: #0b6e4f; border: 0; border-radius: 8px; cursor: pointer; }
  button:hover, a.button:hover { background: #095c42; }
  a.button { display: block; box-sizing: border-box; width: 100%; padding: 11px; text-align: center; font-size: 15px;
             font-weight: 600; color: #fff; background: #0b6e4f; border-radius: 8px; text-decoration: none; }
  .or { text-align: center; font-size: 13px; color: #5b6776; margin: 18px 0 0; }
  .error { background: #fdecec; color: #9b1c1c; border-radius: 8px; padding: 10px 12px; font-size: 14px; }
  a { color: #0b6e4f; }
  .lang { display: block; margin-top: 18px; text-align: right; font-size: 13px; color: #0b6e4f; }
</style>
</head>
<body><main><div class="brand">Relay</div>${body}</main></body>
</html>`;
}

export interface SignInForm {
  uid: string;
  language: Language;
  username?: string;
  error?: string;
  /** A company directory is configured: offer it first. */
  directory?: boolean;
}

export function signInPage({ uid, language, username = '', error, directory }: SignInForm): string {
  const t = (id: string) => escapeHtml(text(language, id));
  const other: Language = language === 'de' ? 'en' : 'de';
  const action = `/signin/${encodeURIComponent(uid)}`;
  return identityPage(
    language,
    text(language, 'signin.title'),
    `<h1>${t('signin.heading')}</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
${directory ? directoryChoice(action, t) : ''}<form method="post" action="${action}" autocomplete="on">
  <input type="hidden" name="lang" value="${language}">
  <label for="username">${t('signin.username')}</label>
  <input id="username" name="username" autocomplete="username" required autofocus value="${escapeHtml(username)}">
  <label for="password">${t('signin.password')}</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">${t('signin.submit')}</button>
</form>
<a class="lang" href="${action}?lang=${other}" lang="${other}">${t('signin.otherLanguage')}</a>`,
  );
}

/** The company directory's button, above the form for Relay's own users (administrators). */
function directoryChoice(action: string, t: (id: string) => string): string {
  return `<a class="button" href="${action}/directory">${t('signin.directory.button')}</a>
<p class="or">${t('signin.directory.or')}</p>
`;
}
