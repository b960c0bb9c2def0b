import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * Records every Content-Security-Policy violation of the context's pages (popups included):
 * Chromium's own console report and the `securitypolicyviolation` event.
 */
function watchCsp(context: BrowserContext, violations: string[]): BrowserContext {
  void context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      );
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|CSP violation/i.test(text)) {
      violations.push(`${message.location().url}: ${text}`);
    }
  });
  return context;
}

/**
 * Debian's Chromium, headless, with the flags this closed network needs (no sandbox, GPU, QUIC or background traffic in a container). Pages
 * run under the server's Content-Security-Policy; any violation fails the test file when it
 * closes the browser (`browser.close()` throws the list).
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await launchBare();
  const violations: string[] = [];
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => watchCsp(await newContext(options), violations);
  browser.newPage = async (options) => (await browser.newContext(options)).newPage();
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    await close(options);
    if (violations.length > 0) {
      throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
    }
  };
  return browser;
}

function launchBare(): Promise<Browser> {
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

/** Switches to the account named `name` through the header's account dialog and waits for it. */
export async function switchAccountInBrowser(page: Page, name: string): Promise<void> {
  await page.getByTestId('account-switch').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await page.getByTestId('account-name').filter({ hasText: name }).waitFor();
}
