import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, headless, with the flags this closed network needs (no sandbox, GPU, QUIC or background traffic in a container). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Opens `path` in a new German browser context, signs in on the sign-in page it is sent to,
 * and waits until the app shows the signed-in frame.
 */
export async function signInInBrowser(
  browser: Browser,
  baseUrl: string,
  username: string,
  password: string,
  path = '/',
): Promise<Page> {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL(/\/signin\//);
  await page.fill('#username', username);
  await page.fill('#password', password);
  await page.click('button[type=submit]');
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/signin/') && url.pathname !== '/loginCallback',
  );
  await page.getByTestId('account-name').waitFor();
  return page;
}
