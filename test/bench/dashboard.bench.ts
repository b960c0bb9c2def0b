/**
 * Sign-in to a fully rendered dashboard in Chromium (budget 1.5 s): from submitting the sign-in
 * form until every widget of the start page has settled (its data or its fault shown), with the
 * built app and the real server. The median of a few fresh browser contexts.
 */
import { launchChromium } from '../support/browser';
import { startRealServer } from '../support/runningServer';
import type { BenchResult } from './run';

const runs = 5;

export async function dashboardBench(): Promise<BenchResult> {
  const server = await startRealServer();
  const browser = await launchChromium();
  const times: number[] = [];
  try {
    for (let run = 0; run <= runs; run++) {
      const context = await browser.newContext({ locale: 'de-DE' });
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/`);
      await page.waitForURL(/\/signin\//);
      await page.fill('#username', 'admin');
      await page.fill('#password', 'relay-admin');
      const started = performance.now();
      await page.click('button[type=submit]');
      await page.getByTestId('greeting').waitFor();
      await page.waitForFunction(() => {
        const widgets = [...document.querySelectorAll('[data-testid^="widget-"]')];
        return (
          widgets.length >= 8 &&
          widgets.every((w) => ['loaded', 'failed'].includes(w.getAttribute('data-status') ?? ''))
        );
      });
      // The first run warms the server's caches and the browser's compile cache.
      if (run > 0) times.push(performance.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  times.sort((a, b) => a - b);
  return {
    name: 'Sign-in to a fully rendered dashboard (Chromium), median',
    figure: times[Math.floor(times.length / 2)],
    budget: 1500,
    unit: 'ms',
    detail: `${times.length} runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
  };
}
