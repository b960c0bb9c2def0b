/**
 * The OpenAPI page (/docs, Swagger UI) works under the server's Content-Security-Policy: it
 * lists the calls, and the shared browser helper fails the file on any CSP violation.
 * Run with `npm run build && node --import tsx --test test/e2e/docs.e2e.ts`.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { startRealServer, type RunningServer } from '../support/runningServer';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startRealServer();
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

it('shows every call of the API description at /docs', async () => {
  const description = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations = Object.values(description.paths).flatMap((path) => Object.keys(path)).length;
  const page = await browser.newPage();
  await page.goto(`${server.baseUrl}/docs`);
  await page.locator('.opblock').first().waitFor();
  // Swagger UI draws only the operations near the viewport, so the page is read while scrolling.
  const seen = new Set<string>();
  for (let step = 0; step < 500; step++) {
    const shown = await page
      .locator('.opblock-summary')
      .evaluateAll((summaries) =>
        summaries.map(
          (summary) =>
            `${summary.querySelector('.opblock-summary-method')?.textContent} ` +
            `${summary.querySelector('.opblock-summary-path')?.getAttribute('data-path')}`,
        ),
      );
    shown.forEach((operation) => seen.add(operation));
    const atEnd = await page.evaluate(
      () => window.innerHeight + window.scrollY >= document.body.scrollHeight - 2,
    );
    if (atEnd) break;
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
    await page.waitForTimeout(100);
  }
  assert.ok(operations > 50);
  assert.equal(seen.size, operations);
});
