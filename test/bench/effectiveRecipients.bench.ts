/**
 * Effective-recipient count of a group of 1,000,000 subscribers on the local PostgreSQL
 * (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test): the median time of the real
 * call over HTTP, signed in (budget: under 200 ms), with a realistic mix of numbers, languages,
 * DOI states and duplicates. Creates a database of its own and drops it at the end.
 */
import type { BenchResult } from './run';
import { api, signIn } from '../support/signIn';
import { startTestServer } from '../support/testServer';
import { loadMillionGroup } from './millionGroup';

const rounds = 10;

export async function effectiveRecipientsBench(): Promise<BenchResult[]> {
  process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
  const server = await startTestServer();
  try {
    const { db } = server;
    const { profile } = await loadMillionGroup(db);
    const signedIn = await signIn(server.baseUrl, 'admin', 'relay-admin');
    if (!signedIn.ok) throw new Error('sign-in failed');
    const token = signedIn.tokens.access_token;
    const measure = async (path: string, flags = '') => {
      const times: number[] = [];
      let body: unknown;
      for (let round = 0; round <= rounds; round++) {
        const started = performance.now();
        const response = await api(
          server.baseUrl,
          token,
          `/SubscriberAPI/WhatsApp/${path}?profileId=${profile.unique_id}${flags}`,
        );
        body = await response.json();
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        if (round > 0) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      return { median: times[Math.floor(times.length / 2)], max: times.at(-1)!, body };
    };
    const effective = await measure('effectiveRecipients/count');
    const excluded = await measure('excludedSubscribers/count');
    // Unknown DOI and other languages included: several kinds of members are counted at once.
    const widened = await measure(
      'effectiveRecipients/count',
      '&sendToDOIUnknown=true&sendToOtherLanguage=true',
    );
    return [
      {
        name: 'effective-recipient count of a 1,000,000-subscriber group (PostgreSQL), median',
        figure: effective.median,
        budget: 200,
        unit: 'ms',
        detail: `${rounds} calls, max ${effective.max.toFixed(1)} ms; answer ${JSON.stringify(effective.body)}`,
      },
      {
        name: 'excluded-subscriber count with reasons, same group, median',
        figure: excluded.median,
        budget: 200,
        unit: 'ms',
        detail: `${rounds} calls, max ${excluded.max.toFixed(1)} ms`,
      },
      {
        name: 'effective-recipient count, same group, with unknown DOI and other languages, median',
        figure: widened.median,
        budget: 200,
        unit: 'ms',
        detail: `${rounds} calls, max ${widened.max.toFixed(1)} ms; answer ${JSON.stringify(widened.body)}`,
      },
    ];
  } finally {
    await server.close();
  }
}
