/**
 * What a load balancer and Prometheus ask (issue 24): `/healthz` and `/readyz` without sign-in,
 * `/metrics` only with METRICS_TOKEN, naming request latency by route pattern, messages sent,
 * Graph API errors by code, the webhook backlog and the job queue's depth.
 */
import { buildApp } from '../../../src/server/app';
import { CloudApiError } from '../../../src/server/cloudapi/errors';
import { loadConfig } from '../../../src/server/config';
import { startTestServer, type TestServer } from '../../support/testServer';
import {
  approveTemplate,
  demoPhoneGraphId,
  demoToken,
  emulatorControl,
} from '../whatsapp/newsletters/sendingFixtures';

const metricsToken = 'metrics-token-of-this-test-0123';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    METRICS_TOKEN: metricsToken,
    EMULATOR_REVIEW_DELAY_MS: '10',
    EMULATOR_FAILURE_RATE: '0',
  });
  // Resolves once the job queue has started (and nothing is pending).
  await server.app.jobs.drain();
});
afterAll(() => server?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { headers });
const scrape = async () => {
  const response = await get('/metrics', { authorization: `Bearer ${metricsToken}` });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  return response.text();
};
/** The sample lines of `name` (without HELP and TYPE). */
const samples = (text: string, name: string) =>
  text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));

it('answers /healthz without sign-in', async () => {
  const response = await get('/healthz');
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'alive' });
});

it('answers /readyz 200 when the database answers, migrations are done and jobs run', async () => {
  const response = await get('/readyz');
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ready' });
});

it('refuses /metrics without the token or with a wrong one', async () => {
  const without = await get('/metrics');
  expect(without.status).toBe(401);
  expect(without.headers.get('www-authenticate')).toMatch(/^Bearer/);
  expect(await without.text()).not.toMatch(/relay_/);
  const wrong = await get('/metrics', { authorization: `Bearer ${metricsToken}x` });
  expect(wrong.status).toBe(401);
  // A signed-in person's access token is no metrics token either.
  const user = await get('/metrics', { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.e30.x' });
  expect(user.status).toBe(401);
});

it('names request latency by route pattern and status class, never by the raw URL', async () => {
  await get('/healthz');
  // Not signed in: 401, counted under the route's pattern.
  await fetch(`${server.baseUrl}/api/Authorization/user/switchaccount/424242`, {
    method: 'PATCH',
  });
  await get('/no/such/path/777777');
  const text = await scrape();
  const latency = samples(text, 'relay_http_request_duration_seconds_count');
  expect(latency).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/route="\/healthz",method="GET",status_class="2xx"\} [1-9]/),
      expect.stringMatching(
        /route="\/api\/Authorization\/user\/switchaccount\/:accountId",method="PATCH",status_class="4xx"\} 1$/,
      ),
      expect.stringMatching(/route="unmatched",method="GET",status_class="4xx"\} [1-9]/),
    ]),
  );
  // Only as a path segment: a duration sum may well contain these digits by chance.
  expect(text).not.toMatch(/\/(424242|777777)/);
  expect(samples(text, 'relay_http_request_duration_seconds_bucket').length).toBeGreaterThan(0);
});

it('counts accepted messages per phone number and Graph errors by code', async () => {
  await approveTemplate(server);
  const token = await demoToken(server);
  const message = {
    to: '4915112345678',
    name: 'spring_offer',
    language: 'de',
    components: [{ type: 'body' as const, parameters: [{ type: 'text' as const, text: 'Anna' }] }],
  };
  // The emulator answers the next send as Meta does when the throughput is exceeded.
  await emulatorControl(server, `/phone_numbers/${demoPhoneGraphId}/errors`, 'POST', {
    code: 130429,
  });
  const { client } = server.app.cloudApi;
  await expect(client.sendTemplate(token, demoPhoneGraphId, message)).rejects.toMatchObject({
    code: 130429,
  } satisfies Partial<CloudApiError>);
  await client.sendTemplate(token, demoPhoneGraphId, message);
  await client.sendTemplate(token, demoPhoneGraphId, message);
  await expect(
    client.sendTemplate(token, demoPhoneGraphId, { ...message, name: 'no_such_template' }),
  ).rejects.toBeInstanceOf(CloudApiError);

  const text = await scrape();
  expect(samples(text, 'relay_whatsapp_messages_sent_total')).toContain(
    `relay_whatsapp_messages_sent_total{phone_number_id="${demoPhoneGraphId}"} 2`,
  );
  const errors = samples(text, 'relay_graph_api_errors_total');
  expect(errors).toContain('relay_graph_api_errors_total{code="130429",kind="graph"} 1');
  expect(errors.filter((line) => !line.includes('"130429"')).length).toBeGreaterThan(0);
});

it('reports the webhook backlog with its lag and the job queue depth', async () => {
  // One change stored and waiting, as a webhook leaves it before its processing job runs.
  await server.db.query(
    `insert into whatsapp_webhook_changes (dedupe_key, waba_id, field, value, received_at)
     values ('metrics-test', '1', 'unknown_field', '{}'::jsonb, now() - interval '90 seconds')`,
  );
  const text = await scrape();
  const [backlog] = samples(text, 'relay_webhook_backlog_changes');
  expect(Number(backlog.split(' ')[1])).toBeGreaterThanOrEqual(1);
  const [lag] = samples(text, 'relay_webhook_backlog_oldest_seconds');
  expect(Number(lag.split(' ')[1])).toBeGreaterThanOrEqual(90);

  // A job waiting for its retry in an hour (as one that failed leaves it), and one due now
  // whose worker has not taken it yet (the queue's own lookups only run on their poll).
  await server.db.query(
    `insert into pgboss.job (name, data, state, start_after)
     values ('whatsapp.webhook-changes', '{}', 'retry', now() + interval '1 hour')`,
  );
  const later = samples(await scrape(), 'relay_job_queue_depth');
  expect(later).toContain(
    'relay_job_queue_depth{queue="whatsapp.webhook-changes",state="retry"} 1',
  );
  await server.db.query(
    `delete from pgboss.job where name = 'whatsapp.webhook-changes' and state = 'retry'`,
  );
  await server.db.query(
    `update whatsapp_webhook_changes set processed_at = now() where dedupe_key = 'metrics-test'`,
  );
  const after = await scrape();
  expect(samples(after, 'relay_job_queue_depth')).not.toContain(
    'relay_job_queue_depth{queue="whatsapp.webhook-changes",state="retry"} 1',
  );
});

it('keeps /metrics off (404) when METRICS_TOKEN is unset', async () => {
  const app = await buildApp(
    loadConfig({ LOG_LEVEL: 'silent', SPA_DIR: __dirname, PUBLIC_URL: server.baseUrl }),
    server.db,
  );
  try {
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/relay_/);
  } finally {
    await app.close();
  }
});
