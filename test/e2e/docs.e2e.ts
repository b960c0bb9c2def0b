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

it('shows the API description at /docs', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.baseUrl}/docs`);
  await page.locator('.opblock').first().waitFor();
  assert.ok((await page.locator('.opblock').count()) > 50);
});
