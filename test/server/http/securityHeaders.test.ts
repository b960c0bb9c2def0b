/**
 * Security headers (issue 21) on the SPA's page, a deep SPA route, an API answer, the sign-in
 * page and the provider's own answers: a strict CSP whose only inline script is the SPA's
 * settings (by hash), no framing, nosniff, a Referrer-Policy, and HSTS only under https.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beginAuthorization, send } from '../../support/signIn';
import { startTestServer, type TestServer } from '../../support/testServer';

let server: TestServer;
let spaDir: string;

beforeAll(async () => {
  spaDir = mkdtempSync(path.join(tmpdir(), 'relay-spa-'));
  writeFileSync(
    path.join(spaDir, 'index.html'),
    '<!doctype html><html><head><!--RELAY_CONFIG--><script defer src="/main.js"></script></head><body></body></html>',
  );
  server = await startTestServer({ SPA_DIR: spaDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(spaDir, { recursive: true, force: true });
});

function directivesOf(response: Response): Record<string, string[]> {
  const policy = response.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function expectHardened(response: Response) {
  const csp = directivesOf(response);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['script-src']).not.toContain("'unsafe-inline'");
  expect(csp['script-src']).not.toContain("'unsafe-eval'");
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('same-origin');
  // Plain http here: no HSTS.
  expect(response.headers.get('strict-transport-security')).toBeNull();
}

const page = (path: string) =>
  fetch(`${server.baseUrl}${path}`, { headers: { accept: 'text/html' } });

it('hardens the SPA page and allows exactly its settings script', async () => {
  const response = await page('/');
  expect(response.status).toBe(200);
  expectHardened(response);
  const html = await response.text();
  const inline = /<script>([^<]*)<\/script>/.exec(html)![1];
  expect(inline).toMatch(/^window\.__RELAY_CONFIG__=/);
  const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
  expect(directivesOf(response)['script-src']).toEqual(["'self'", hash]);
});

it('hardens a deep SPA route', async () => {
  const response = await page('/WhatsApp/Campaigns/Edit/12');
  expect(response.status).toBe(200);
  expectHardened(response);
});

it('hardens API answers, refusals included', async () => {
  const refused = await fetch(`${server.baseUrl}/api/users/current/rights`);
  expect(refused.status).toBe(401);
  expectHardened(refused);
  const unknown = await fetch(`${server.baseUrl}/api/nothing/here`);
  expectHardened(unknown);
});

it('hardens the sign-in page and the provider’s own answers', async () => {
  const flow = await beginAuthorization(server.baseUrl);
  const signInPage = await send(flow.jar, `${server.baseUrl}${flow.signInPath}`);
  expect(signInPage.status).toBe(200);
  expectHardened(signInPage);
  expect(await signInPage.text()).not.toContain('<script');
  const discovery = await fetch(`${server.baseUrl}/.well-known/openid-configuration`);
  expectHardened(discovery);
});

it('sends HSTS only when the public address is https', async () => {
  const https = await startTestServer({ PUBLIC_URL: 'https://relay.example' });
  try {
    const response = await https.app.inject({ method: 'GET', url: '/api/users/current/rights' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  } finally {
    await https.close();
  }
});
