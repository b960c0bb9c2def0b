/**
 * Generated from the OpenAPI document (issue 21): every route fuzzed with malformed parameters
 * and bodies (malformedValues.ts), as account 1's administrator (every right, so the input gets
 * past the rights check) with real ids in the fields not being fuzzed → never a 5xx, none left
 * unanswered, and the server healthy afterwards. "Unanswered" is a hang bound (30 s), not a speed
 * budget: speed is the benches' job, and on a loaded CI machine a stop call once took over 5 s.
 */
import { fillPath, sampleOf, type Operation } from '../../support/openApi';
import { api, signIn } from '../../support/signIn';
import { jsonValues, largeJsonValues, urlValues, wholeBodies } from './malformedValues';
import { startProbeServer, type ProbeServer } from './probeServer';
import { realisticValues } from './realisticProbe';

/** Fuzzed last: they end the caller's session. */
const endsSession = new Set(['GET /Login/LoginWebApi/ExternalLogoff']);

interface Request {
  operation: Operation;
  what: string;
  url: string;
  contentType?: string;
  body?: string;
}

let server: ProbeServer;

beforeAll(async () => {
  server = await startProbeServer();
});
afterAll(() => server?.close());

const encode = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeURIComponent(v)]));
const query = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
    .join('&');
const unknownQueries = ['x=%00&y=%ED%A0%80', '__proto__%5Ba%5D=1&constructor=1', 'id=1e309&id=2'];
/** Stands for the malformed value in a body's JSON text until it is replaced by it. */
const marker = '__fuzzed_value__';

/** Every malformed request of one operation: one field (or the whole body) at a time. */
async function requestsOf(operation: Operation): Promise<Request[]> {
  const { values, example } = await realisticValues(server, operation);
  const pathValues: Record<string, string> = {};
  const queryValues: Record<string, string> = {};
  for (const p of operation.parameters) {
    const value = values[p.in as 'path' | 'query']?.[p.name] ?? String(sampleOf(p.schema));
    if (p.in === 'path') pathValues[p.name] = value;
    else if (p.in === 'query') queryValues[p.name] = value;
  }
  const baseBody = operation.body
    ? (example ?? { ...(sampleOf(operation.body.schema) as object), ...values.body })
    : undefined;
  const url = (path: Record<string, string>, search: string) =>
    fillPath(operation.path, path, true) + (search ? `?${search}` : '');
  const basePath = encode(pathValues);
  const baseQuery = query(encode(queryValues));
  const bodyText = baseBody === undefined ? undefined : JSON.stringify(baseBody);
  const json = bodyText === undefined ? {} : { contentType: 'application/json', body: bodyText };
  const requests: Request[] = [];
  const add = (what: string, request: Omit<Request, 'operation' | 'what'>) =>
    requests.push({ operation, what, ...request });

  // Parameters the route does not declare, also on routes that declare none.
  for (const extra of unknownQueries) {
    add(`query ${extra.slice(0, 20)}`, {
      url: url(basePath, [baseQuery, extra].filter(Boolean).join('&')),
      ...json,
    });
  }
  for (const name of Object.keys(pathValues)) {
    for (const value of urlValues) {
      add(`path ${name}=${value.slice(0, 20)}`, {
        url: url({ ...basePath, [name]: value }, baseQuery),
        ...json,
      });
    }
  }
  for (const p of operation.parameters.filter((p) => p.in === 'query')) {
    const others = encode(
      Object.fromEntries(Object.entries(queryValues).filter(([k]) => k !== p.name)),
    );
    for (const value of [...urlValues, `1&${encodeURIComponent(p.name)}=2`]) {
      add(`query ${p.name}=${value.slice(0, 20)}`, {
        url: url(basePath, query({ ...others, [p.name]: value })),
        ...json,
      });
    }
  }
  if (baseBody !== undefined || operation.method !== 'GET') {
    for (const [contentType, body] of wholeBodies) {
      add(`body ${contentType} ${body.slice(0, 20)}`, {
        url: url(basePath, baseQuery),
        contentType,
        body,
      });
    }
  }
  if (baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody)) {
    const fields = Object.keys(baseBody);
    for (const [index, name] of fields.entries()) {
      const text = JSON.stringify({ ...baseBody, [name]: marker });
      const large = index === 0 ? largeJsonValues : [];
      for (const value of [...jsonValues, ...large]) {
        add(`body.${name}=${value.slice(0, 20)}`, {
          url: url(basePath, baseQuery),
          contentType: 'application/json',
          body: text.replace(`"${marker}"`, () => value),
        });
      }
    }
  }
  return requests;
}

interface Outcome {
  request: Request;
  status: number;
  ms: number;
  text: string;
}

/** A request still unanswered after this long counts as hanging. */
const HANG_MS = 30_000;

async function sendOne(request: Request): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(`${server.baseUrl}${request.url}`, {
      method: request.operation.method,
      headers: {
        authorization: `Bearer ${server.tokens.owner}`,
        ...(request.contentType && { 'content-type': request.contentType }),
      },
      body: request.body,
      signal: AbortSignal.timeout(HANG_MS),
    });
    const text = await response.text();
    return { request, status: response.status, ms: performance.now() - started, text };
  } catch (error) {
    return { request, status: 0, ms: performance.now() - started, text: String(error) };
  }
}

/** Sends the requests with a few at a time, as a browser or a fuzzer would. */
async function sendAll(requests: Request[], parallel = 3): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < requests.length) outcomes.push(await sendOne(requests[next++]));
    }),
  );
  return outcomes;
}

it('answers malformed input with a 4xx, never a 5xx, none hanging, and stays healthy', async () => {
  const started = performance.now();
  const operations = [...server.operations].sort(
    (a, b) => Number(endsSession.has(a.key)) - Number(endsSession.has(b.key)),
  );
  expect(operations.length).toBeGreaterThan(100);
  const requests: Request[] = [];
  for (const operation of operations) {
    const made = await requestsOf(operation);
    if (made.length === 0) throw new Error(`${operation.key}: no malformed request made`);
    requests.push(...made);
  }
  const last = requests.filter((r) => endsSession.has(r.operation.key));
  const outcomes = [
    ...(await sendAll(requests.filter((r) => !endsSession.has(r.operation.key)))),
    ...(await sendAll(last, 1)),
  ];

  const describe = (o: Outcome) =>
    `${o.request.operation.key} [${o.request.what}] → ${o.status} in ${Math.round(o.ms)} ms ${o.text.slice(0, 100)}`;
  const serverErrors = outcomes.filter((o) => o.status >= 500);
  const unanswered = outcomes.filter((o) => o.status === 0);
  // The token must hold throughout, or the routes were never reached.
  const signedOut = outcomes.filter(
    (o) =>
      o.status === 401 && !o.request.operation.public && !endsSession.has(o.request.operation.key),
  );
  console.log(
    `fuzz: ${operations.length} routes × 1 token (administrator, account 1), ` +
      `${outcomes.length} requests sent, ${serverErrors.length} answered 5xx, ` +
      `${unanswered.length} unanswered after ${HANG_MS / 1000} s, slowest ` +
      `${Math.round(Math.max(...outcomes.map((o) => o.ms)))} ms, ` +
      `${Math.round((performance.now() - started) / 1000)} s`,
  );

  // Healthy afterwards: a new sign-in works and the API answers it.
  const again = await signIn(server.baseUrl, 'marketer', 'relay-marketer');
  expect(again.ok).toBe(true);
  if (!again.ok) return;
  const rights = await api(server.baseUrl, again.tokens.access_token, '/api/users/current/rights');
  expect(rights.status).toBe(200);

  expect(serverErrors.map(describe)).toEqual([]);
  expect(unanswered.map(describe)).toEqual([]);
  expect(signedOut.slice(0, 5).map(describe)).toEqual([]);
}, 600_000);
