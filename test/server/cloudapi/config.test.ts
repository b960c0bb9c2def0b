import { ConfigError, loadConfig } from '../../../src/server/config';

it('defaults to the bundled emulator, Graph v23.0 and 80 messages/s', () => {
  const { whatsapp } = loadConfig({});
  expect(whatsapp).toMatchObject({
    graphUrl: undefined,
    apiVersion: 'v23.0',
    tokenKey: undefined,
    timeoutMs: 10_000,
    defaultThroughput: 80,
    emulator: {
      seed: 1,
      reviewDelayMs: 5000,
      statusDelayFactor: 1,
      failureRate: 0.02,
      port: 8081,
    },
  });
});

it('reads Meta settings and a 32-byte key in hex or base64', () => {
  const hex = 'ab'.repeat(32);
  const { whatsapp } = loadConfig({
    WHATSAPP_GRAPH_URL: 'https://graph.facebook.com/',
    WHATSAPP_API_VERSION: '24.0',
    WHATSAPP_TOKEN_KEY: hex,
  });
  expect(whatsapp.graphUrl).toBe('https://graph.facebook.com');
  expect(whatsapp.apiVersion).toBe('v24.0');
  expect(whatsapp.tokenKey?.toString('hex')).toBe(hex);
  const b64 = Buffer.alloc(32, 3).toString('base64');
  expect(loadConfig({ WHATSAPP_TOKEN_KEY: b64 }).whatsapp.tokenKey).toEqual(Buffer.alloc(32, 3));
});

it.each([
  ['WHATSAPP_TOKEN_KEY', 'too-short'],
  ['WHATSAPP_API_VERSION', 'latest'],
  ['WHATSAPP_GRAPH_URL', 'graph.facebook.com'],
  ['WHATSAPP_TIMEOUT_MS', '5'],
  ['EMULATOR_STATUS_DELAY_FACTOR', '-1'],
  ['EMULATOR_FAILURE_RATE', '1.5'],
])('refuses a wrong %s with its name', (name, value) => {
  expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
  expect(() => loadConfig({ [name]: value })).toThrow(name);
});
