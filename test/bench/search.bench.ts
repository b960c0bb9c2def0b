/**
 * The global search over 100,000 subscribers (plus the suite's campaigns and events): the median
 * time of the real call over HTTP, signed in, for a mix of searches people type (budget: under
 * 100 ms). On the embedded PGlite always, and on PostgreSQL too when DATABASE_URL is set; each
 * run has a database of its own.
 */
import type { BenchResult } from './run';
import { api, signIn } from '../support/signIn';
import { startTestServer } from '../support/testServer';

const subscribers = 100_000;
const searches = [
  'müller',
  'anna',
  'schmidt4',
  'weber.12',
  '+4915112',
  'example.org',
  'lofoten',
  'jürgen',
  'nowak99',
  'xyzq',
];
const rounds = 5;

async function searchBench(kind: 'PGlite' | 'PostgreSQL'): Promise<BenchResult> {
  const saved = process.env.DATABASE_URL;
  if (kind === 'PGlite') delete process.env.DATABASE_URL;
  const server = await startTestServer().finally(() => {
    if (saved !== undefined) process.env.DATABASE_URL = saved;
  });
  try {
    const { db } = server;
    const [account] = await db.query<{ id: number }>(
      `select id from accounts where name = 'Nordlicht Reisen GmbH'`,
    );
    // Bulk load: the search index is built once after the rows are in, as a restore would.
    await db.query('drop index subscribers_search');
    await db.query(
      `insert into subscribers (account_id, firstname, lastname, email, telnr, culture)
       select $1,
         (array['Anna','Lukas','Marie','Jürgen','Sophie','Finn','Emma','Oliver','Mia','Paul'])[1 + i % 10],
         (array['Müller','Schmidt','Weber','Becker','Smith','Rossi','Nowak','Zimmermann','Koch','Wolf'])[1 + (i / 10) % 10],
         'p' || i || '.' || (array['mueller','schmidt','weber','becker'])[1 + i % 4] || '@' ||
           (array['example.de','example.com','example.org'])[1 + i % 3],
         '+49151' || lpad(i::text, 8, '0'),
         'de-DE'
       from generate_series(1, $2::int) as i`,
      [account.id, subscribers],
    );
    await db.query(
      'create index subscribers_search on subscribers using gin (search_text gin_trgm_ops)',
    );
    await db.query('analyze subscribers');
    const signedIn = await signIn(server.baseUrl, 'admin', 'relay-admin');
    if (!signedIn.ok) throw new Error('sign-in failed');
    const token = signedIn.tokens.access_token;
    const times: number[] = [];
    for (let round = 0; round <= rounds; round++) {
      for (const text of searches) {
        const started = performance.now();
        const response = await api(
          server.baseUrl,
          token,
          `/NavigationApi/Search/Search?searchText=${encodeURIComponent(text)}`,
        );
        await response.json();
        if (response.status !== 200) throw new Error(`Search answered ${response.status}`);
        // The first round warms the caches.
        if (round > 0) times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    return {
      name: `Global search over 100,000 subscribers (${kind}), median`,
      figure: at(0.5),
      budget: 100,
      unit: 'ms',
      detail: `${times.length} calls of ${searches.length} searches; p90 ${at(0.9).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`,
    };
  } finally {
    await server.close();
  }
}

export async function globalSearchBench(): Promise<BenchResult[]> {
  const results = [await searchBench('PGlite')];
  if (process.env.DATABASE_URL) results.push(await searchBench('PostgreSQL'));
  return results;
}
