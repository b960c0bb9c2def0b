/**
 * The template list over 10,000 templates of one account on the embedded database (PGlite, as
 * `npm start` runs; DATABASE_URL for a real server): the median time of the real call
 * `POST /WhatsAppApi/template/templates` over HTTP, signed in, for the sorts and filters the list
 * offers, each with its group counts and total (budget: under 50 ms).
 */
import type { BenchResult } from './run';
import { api, signIn } from '../support/signIn';
import { startTestServer } from '../support/testServer';

const templates = 10_000;
const rounds = 5;

const queries = [
  {},
  { sort: 'name', descending: false },
  { sort: 'createdAt' },
  { sort: 'status' },
  { filters: { status: [2] } },
  { filters: { languages: ['en'] } },
  { skip: 5000, take: 100 },
  { sort: 'name', filters: { status: [0, 3], languages: ['de'] } },
];

export async function templateListBench(): Promise<BenchResult> {
  const server = await startTestServer();
  try {
    const { db } = server;
    const [account] = await db.query<{ id: number }>(
      `select id from accounts where name = 'Nordlicht Reisen GmbH'`,
    );
    const [user] = await db.query<{ id: number }>(`select id from users where username = 'admin'`);
    await db.query(
      `insert into whatsapp_templates (account_id, name, language, status, quality, body_text,
         placeholders, buttons, created_by, modified_by, created_at, modified_at)
       select $1, 'Vorlage ' || i, (array['de','en'])[1 + i % 2], (array[0,1,2,3,5])[1 + i % 5],
         i % 4, 'Hallo {{firstname}}, das Angebot Nummer ' || i || ' ist da. Abmelden mit Stop.',
         '[{"placeholder":"firstname","defaultValue":"Kundin"}]'::jsonb,
         '[{"id":1,"text":"Mehr","value":"","buttonType":1,"order":0}]'::jsonb, $3, $3,
         now() - make_interval(mins => i * 13), now() - make_interval(mins => i * 7)
       from generate_series(1, $2::int) as i`,
      [account.id, templates, user.id],
    );
    await db.query('analyze whatsapp_templates');
    const signedIn = await signIn(server.baseUrl, 'admin', 'relay-admin');
    if (!signedIn.ok) throw new Error('sign-in failed');
    const token = signedIn.tokens.access_token;
    const times: number[] = [];
    for (let round = 0; round <= rounds; round++) {
      for (const query of queries) {
        const started = performance.now();
        const response = await api(server.baseUrl, token, '/WhatsAppApi/template/templates', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ take: 100, ...query }),
        });
        const body = (await response.json()) as { totalCount: number };
        if (response.status !== 200 || body.totalCount === 0) {
          throw new Error(`template list answered ${response.status}`);
        }
        // The first round warms the caches.
        if (round > 0) times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    return {
      name: `Template list over ${templates.toLocaleString('en')} templates, median`,
      figure: at(0.5),
      budget: 50,
      unit: 'ms',
      detail: `p90 ${at(0.9).toFixed(1)} ms over ${times.length} calls (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
    };
  } finally {
    await server.close();
  }
}
