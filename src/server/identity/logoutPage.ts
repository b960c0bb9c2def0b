/**
 * The provider's sign-out page (end_session). Our SPA signs out with the person's own ID token
 * as `id_token_hint`: then the form submits itself. Anybody else (a link or form on a foreign
 * site, no hint or another person's) gets a question first, so a page elsewhere cannot sign
 * people out. The auto-submit is the one inline script of the identity pages: the page's
 * Content-Security-Policy is widened by exactly its hash.
 */
import type { KoaContextWithOIDC } from 'oidc-provider';
import { scriptHash } from '../http/securityHeaders';
import { escapeHtml, pickLanguage, text } from '../http/texts';
import { identityPage } from './signInPage';

const autoSubmit = 'document.forms[0].submit()';

/** Whether the sign-out carries the signed-in person's own ID token (validated by the provider). */
function askedByOurApp(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
  const accountId = ctx.oidc.session?.accountId;
  return Boolean(hint?.payload && accountId && hint.payload.sub === accountId);
}

/** Adds one inline script's hash to the script-src of this answer's policy. */
function allowInlineScript(ctx: KoaContextWithOIDC, script: string): void {
  const policy = ctx.response.get('content-security-policy');
  if (!policy) return;
  ctx.set(
    'content-security-policy',
    policy.replace(/(^|;)\s*script-src([^;]*)/, `$1script-src$2 ${scriptHash(script)}`),
  );
}

export function logoutSource(publicUrl: string) {
  return (ctx: KoaContextWithOIDC, form: string) => {
    const language = pickLanguage(ctx.get('accept-language'));
    const t = (id: string) => escapeHtml(text(language, id));
    // logout=yes ends the whole identity session, not only this app's part of it.
    const endAll = '<input type="hidden" name="logout" value="yes">';
    if (askedByOurApp(ctx)) {
      allowInlineScript(ctx, autoSubmit);
      ctx.body = identityPage(
        language,
        text(language, 'signin.logout.title'),
        `<p>${t('signin.logout.text')}</p>${form.replace('</form>', `${endAll}</form>`)}
<script>${autoSubmit}</script>`,
      );
      return;
    }
    ctx.body = identityPage(
      language,
      text(language, 'signin.logout.title'),
      `<h1>${t('signin.logout.title')}</h1>
<p>${t('signin.logout.confirm')}</p>${form.replace(
        '</form>',
        `${endAll}<button type="submit">${t('signin.logout.confirmButton')}</button></form>`,
      )}
<a class="lang" href="${escapeHtml(publicUrl)}/">${t('signin.logout.cancel')}</a>`,
    );
  };
}
