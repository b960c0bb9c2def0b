/**
 * The server's requests to users' URLs never reach inside (issue 21): loopback, private,
 * link-local (metadata), unique-local and mapped addresses are refused whether written as an
 * address (also 0x7f000001 and decimal), reached by a name or by a redirect, and a refused one
 * reads like an unreachable one. The network is a test world (DNS and routes, outside the
 * product) in which every internal address would answer: only the guard keeps them out.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPublicAddress } from '../../../src/server/http/outbound/publicAddress';
import { publicProbe } from '../../../src/server/http/outbound/publicProbe';
import { testWorld } from '../../support/testWorld';

let site: Server;
let port: number;
let world: ReturnType<typeof testWorld>;
let probe: ReturnType<typeof publicProbe>;

beforeAll(async () => {
  site = createServer((request, response) => {
    const redirects: Record<string, string> = {
      '/to-loopback': `http://127.0.0.1:${port}/ok`,
      '/to-localhost': `http://localhost:${port}/ok`,
      '/to-metadata': 'http://169.254.169.254/latest/meta-data/',
      '/to-public': '/ok',
    };
    const location = redirects[request.url ?? ''];
    if (location) response.writeHead(302, { location }).end();
    else response.end('ok');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  port = (site.address() as AddressInfo).port;
  const everywhere = Object.fromEntries(
    [
      '93.184.216.34:80',
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
      '169.254.169.254:80',
      '10.1.2.3:80',
      '192.168.1.10:80',
      '[fd00:ec2::254]:80',
      `[::ffff:127.0.0.1]:${port}`,
    ].map((target) => [target, port]),
  );
  world = testWorld(
    {
      'reisen.example': ['93.184.216.34'],
      localhost: ['127.0.0.1', '::1'],
      'intern.example': ['10.1.2.3'],
      'halb.example': ['93.184.216.34', '192.168.1.10'],
      'mapped.example': ['::ffff:127.0.0.1'],
    },
    everywhere,
  );
  probe = publicProbe(world, 2000);
});
afterAll(() => site?.close());

it('reaches a public site, also through a redirect on it', async () => {
  expect(await probe('http://reisen.example/ok')).toBe('reachable');
  expect(await probe('http://reisen.example/to-public')).toBe('reachable');
});

it.each([
  ['loopback', () => `http://127.0.0.1:${port}/ok`],
  ['IPv6 loopback', () => `http://[::1]:${port}/ok`],
  ['hex loopback', () => `http://0x7f000001:${port}/ok`],
  ['decimal loopback', () => `http://2130706433:${port}/ok`],
  ['IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${port}/ok`],
  ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
  ['private 10/8', () => 'http://10.1.2.3/'],
  ['private 192.168/16', () => 'http://192.168.1.10/'],
  ['unique-local', () => 'http://[fd00:ec2::254]/'],
  ['a name resolving to loopback', () => `http://localhost:${port}/ok`],
  ['a name resolving to a private address', () => 'http://intern.example/'],
  ['a name resolving to a public and a private address', () => 'http://halb.example/'],
  ['a name resolving to a mapped loopback', () => `http://mapped.example:${port}/ok`],
  ['a redirect to loopback', () => 'http://reisen.example/to-loopback'],
  ['a redirect to a name of loopback', () => 'http://reisen.example/to-localhost'],
  ['a redirect to the metadata address', () => 'http://reisen.example/to-metadata'],
  ['an unknown name', () => 'http://nirgends.example/'],
])('refuses %s like an unreachable link', async (_what, url) => {
  const before = world.connections.length;
  expect(await probe(url())).toBe('unreachable');
  // Only the public address was ever connected to (for the redirects' first hop).
  expect(world.connections.slice(before).every((c) => c === '93.184.216.34:80')).toBe(true);
});

it('judges addresses by their range', () => {
  for (const internal of [
    '127.0.0.1',
    '::1',
    '0.0.0.0',
    '::',
    '10.0.0.1',
    '172.16.0.1',
    '192.168.0.1',
    '169.254.169.254',
    '100.100.100.200',
    'fe80::1',
    'fd00:ec2::254',
    '224.0.0.1',
    'ff02::1',
    '255.255.255.255',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
    'not an address',
  ]) {
    expect([internal, isPublicAddress(internal)]).toEqual([internal, false]);
  }
  for (const external of ['93.184.216.34', '8.8.8.8', '2a00:1450:4001:82a::200e']) {
    expect([external, isPublicAddress(external)]).toEqual([external, true]);
  }
});
