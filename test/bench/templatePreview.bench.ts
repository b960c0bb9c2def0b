/**
 * The template editor's preview in Chromium, built app and real server: the time from a change
 * of the body (an input event on the textarea) until the preview bubble shows the new text with
 * the sample subscriber's data, median over many changes (budget: one frame, 16 ms). It covers
 * formik's change, the form's re-render and the memoised preview.
 */
import { launchChromium, signInInBrowser } from '../support/browser';
import { startRealServer } from '../support/runningServer';
import type { BenchResult } from './run';

const changes = 60;

export async function templatePreviewBench(): Promise<BenchResult> {
  const server = await startRealServer();
  const browser = await launchChromium();
  try {
    const page = await signInInBrowser(
      browser,
      server.baseUrl,
      'admin',
      'relay-admin',
      '/WhatsApp/Templates/Edit',
    );
    await page.getByTestId('template-form').waitFor();
    // Two placeholders with their fallbacks, as a real template has.
    await page
      .getByLabel('Text der Nachricht')
      .fill('Hallo {{firstname}} aus {{city}}, los geht es.');
    await page.getByLabel(/Ersatztext für \{\{city\}\}/).fill('Kiel');
    const times = await page.evaluate(async (count) => {
      const area = document.querySelector<HTMLTextAreaElement>(
        'textarea[name="components.body.text"]',
      )!;
      const preview = document.querySelector('[data-testid="template-preview-body"]')!;
      const setValue = Object.getOwnPropertyDescriptor(
        HTMLTextAreaElement.prototype,
        'value',
      )!.set!;
      const found: number[] = [];
      for (let i = 0; i < count; i++) {
        const text = `Hallo {{firstname}} aus {{city}}, Angebot ${i} für alle Reisenden.`;
        const expected = `Hallo Julia aus Kiel, Angebot ${i} für alle Reisenden.`;
        const shown = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (preview.textContent === expected) {
              observer.disconnect();
              resolve(performance.now());
            }
          });
          observer.observe(preview, { childList: true, characterData: true, subtree: true });
        });
        const started = performance.now();
        setValue.call(area, text);
        area.dispatchEvent(new Event('input', { bubbles: true }));
        found.push((await shown) - started);
        // Let validation and the next frame settle before the next change.
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      return found;
    }, changes);
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    return {
      name: 'Template editor preview after a body change, median',
      figure: at(0.5),
      budget: 16,
      unit: 'ms',
      detail: `p90 ${at(0.9).toFixed(1)} ms over ${times.length} changes`,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
