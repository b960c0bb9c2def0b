/**
 * The public routes the OpenAPI document hides (they are pages and files, not API calls: the
 * sign-in page, the public media files, the click redirect) fuzzed like the documented ones
 * (malformedInput.test.ts, issue 21): never a 5xx, no request over 5 s, healthy afterwards.
 * The directory sign-in routes exist only with a directory configured (sso.test.ts covers them).
 */
import { randomUUID } from 'node:crypto';
import { beginAuthorization, signIn } from '../../support/signIn';
import { startTestServer, type TestServer } from '../../support/testServer';
import { urlValues, wholeBodies } from './malformedValues';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    // Hundreds of requests from one address: the limits (tested in test/server/http) would
    // answer 429 before the route under probe.
    RATE_LIMIT_SIGNIN_PER_IP: '0',
    RATE_LIMIT_CLICKS_PER_IP: '0',
  });
});
afterAll(() => server?.close());

const megabyte = 'x'.repeat(1_000_000);

/** Form fields of the sign-in page, each malformed in turn (as the browser would encode them). */
const formBodies = [
  '',
  'username=admin',
  'username=admin&username=other&password=a&password=b',
  'username=%00&password=%00',
  'username=%ED%A0%80&password=x',
  `username=${megabyte}&password=x`,
  'username[a]=1&password[b]=2',
  '__proto__[x]=1&constructor=1',
  'lang=%00&username=a&password=b',
  'lang=xx-' + 'y'.repeat(5000),
];

interface Probe {
  what: string;
  url: string;
  method?: string;
  contentType?: string;
  body?: string;
}

async function probesOf(): Promise<Probe[]> {
  // A sign-in in progress, so the POST reaches the password check and not only "expired".
  const live = await beginAuthorization(server.baseUrl);
  const probes: Probe[] = [];
  for (const value of urlValues) {
    probes.push({ what: `GET /signin/${value.slice(0, 12)}`, url: `/signin/${value}` });
    probes.push({ what: `GET /signin lang`, url: `${live.signInPath}?lang=${value}` });
    probes.push({ what: `GET /r/${value.slice(0, 12)}`, url: `/r/${value}` });
    probes.push({ what: `GET /Media/${value.slice(0, 12)}/file`, url: `/Media/${value}/x.png` });
    probes.push({
      what: `GET /Media/1/${value.slice(0, 12)}`,
      url: `/Media/1/${value}.${value.slice(0, 10)}`,
    });
  }
  probes.push({ what: 'GET /Media unknown file', url: `/Media/1/${randomUUID()}.png` });
  for (const path of [live.signInPath, `/signin/${randomUUID()}`]) {
    for (const body of formBodies) {
      probes.push({
        what: `POST ${path.slice(0, 12)} form ${body.slice(0, 20)}`,
        url: path,
        method: 'POST',
        contentType: 'application/x-www-form-urlencoded',
        body,
      });
    }
    for (const [contentType, body] of wholeBodies) {
      probes.push({
        what: `POST ${path.slice(0, 12)} ${contentType} ${body.slice(0, 20)}`,
        url: path,
        method: 'POST',
        contentType,
        body,
      });
    }
  }
  return probes;
}

it('answers every malformed request to the hidden public routes without a 5xx', async () => {
  const probes = await probesOf();
  const failures: string[] = [];
  for (const probe of probes) {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}${probe.url}`, {
      method: probe.method ?? 'GET',
      redirect: 'manual',
      headers: probe.contentType ? { 'content-type': probe.contentType } : {},
      body: probe.body,
    });
    await response.arrayBuffer();
    const took = performance.now() - started;
    if (response.status >= 500) failures.push(`${probe.what}: ${response.status}`);
    if (took > 5000) failures.push(`${probe.what}: ${Math.round(took)} ms`);
  }
  console.log(`hidden routes: ${probes.length} requests, ${failures.length} failures`);
  expect(failures).toEqual([]);
  // Healthy afterwards: a real sign-in still works.
  expect((await signIn(server.baseUrl, 'admin', 'relay-admin')).ok).toBe(true);
});
