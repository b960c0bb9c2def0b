/**
 * The client's achieved send rate against the emulator started as `npm run emulator` (its own
 * process), through the same pacer and paced send as the sending engine: one number at 80
 * messages/s (every new number's limit) and one at 1,000: at least 99 % of each limit, zero
 * 130429 (issue 24's goals).
 */
import { clientSendRun, startBenchEmulator } from './benchEmulator';
import type { BenchResult } from './run';

/** Messages per second of each number, and how many to send: about ten seconds' worth or more. */
const runs = [
  { limit: 80, messages: 800 },
  { limit: 1000, messages: 10_000 },
];

export async function sendRateBench(): Promise<BenchResult[]> {
  const emulator = await startBenchEmulator('1000000000000001');
  try {
    const results: BenchResult[] = [];
    for (const { limit, messages } of runs) {
      const run = await clientSendRun(emulator, limit, messages);
      const perSecond = limit.toLocaleString('en');
      results.push(
        {
          name: `client send rate against an emulator limit of ${perSecond} messages/s`,
          figure: (run.rate / limit) * 100,
          budget: 99,
          unit: '% of the limit',
          higherIsBetter: true,
          detail:
            `${messages} sends in ${run.seconds.toFixed(2)} s = ${run.rate.toFixed(1)} messages/s ` +
            `(first request to last answer); ${run.failed} other errors`,
        },
        {
          name: `throughput errors (130429) during that run at ${perSecond} messages/s`,
          figure: run.throttled,
          budget: 0,
          unit: 'errors',
        },
      );
    }
    return results;
  } finally {
    emulator.stop();
  }
}
