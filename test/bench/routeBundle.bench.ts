import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../support/browser';
import { startRealServer } from '../support/runningServer';
import type { BenchResult } from './run';

const spaDir = path.resolve(__dirname, '../../dist/app');

/**
 * The gzip size of the JavaScript the sign-in and dashboard routes load: a real browser signs
 * in and opens the dashboard; every script it fetched from us is counted once, gzipped.
 */
export async function routeBundleBench(): Promise<BenchResult> {
  const server = await startRealServer();
  const browser = await launchChromium();
  const scripts = new Set<string>();
  try {
    const page = await browser.newPage();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === server.baseUrl && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${server.baseUrl}/`);
    await page.waitForURL(/\/signin\//);
    await page.fill('#username', 'admin');
    await page.fill('#password', 'relay-admin');
    await page.click('button[type=submit]');
    await page.getByTestId('greeting').waitFor();
    await page.waitForLoadState('networkidle');
  } finally {
    await browser.close();
    await server.stop();
  }
  const sizes = [...scripts].map((script) => ({
    script,
    gzip: gzipSync(readFileSync(path.join(spaDir, script))).length,
  }));
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1000;
  return {
    name: 'JavaScript of the sign-in and dashboard routes (gzip)',
    figure: total,
    budget: 170,
    unit: 'KB',
    detail: sizes.map((s) => `${s.script} ${(s.gzip / 1000).toFixed(1)} KB`).join(', '),
  };
}
