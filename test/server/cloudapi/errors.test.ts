/**
 * Every error class of the shared doc's table, as the client reports it: forced on the emulator
 * (the answer Meta gives) and classified by code into retry, retry later, give up, opt-out and
 * stop the campaign.
 */
import { createServer, type Server } from 'node:http';
import { CloudApiClient } from '../../../src/server/cloudapi/client';
import {
  classifyError,
  CloudApiError,
  type ErrorAction,
} from '../../../src/server/cloudapi/errors';
import {
  apiVersion,
  appId,
  appSecret,
  approvedTemplate,
  startEmulator,
  type EmulatorHarness,
} from '../../support/emulator';

let harness: EmulatorHarness;
let waba: { wabaId: string; accessToken: string; phoneNumberIds: string[] };

beforeAll(async () => {
  harness = await startEmulator();
  waba = harness.emulator.emulator.addWaba({ messagingLimit: null });
  await approvedTemplate(harness, waba.accessToken, waba.wabaId);
});
afterAll(() => harness.close());

const sendOnce = () =>
  harness.client.sendTemplate(waba.accessToken, waba.phoneNumberIds[0], {
    to: '491510000009',
    name: 'spring_offer',
    language: 'de',
    components: [{ type: 'body', parameters: [{ type: 'text', text: 'Anna' }] }],
  });

async function failure(promise: Promise<unknown>): Promise<CloudApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CloudApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

const cases: [number, ErrorAction, number][] = [
  [130429, 'retry', 429],
  [131000, 'retry', 500],
  [1, 'retry', 500],
  [131056, 'retryLater', 400],
  [131048, 'retryLater', 400],
  [4, 'retryLater', 429],
  [80007, 'retryLater', 429],
  [131049, 'retryLater', 400],
  [132015, 'retryLater', 400],
  [100, 'giveUp', 400],
  [131026, 'giveUp', 400],
  [131047, 'giveUp', 400],
  [132000, 'giveUp', 400],
  [132001, 'giveUp', 404],
  [132016, 'giveUp', 400],
  [131050, 'optOut', 400],
  [190, 'stopCampaign', 401],
  [10, 'stopCampaign', 403],
  [200, 'stopCampaign', 403],
  [131042, 'stopCampaign', 400],
  [131031, 'stopCampaign', 403],
  [368, 'stopCampaign', 403],
];

it.each(cases)('classifies %i from the emulator as %s', async (code, action, status) => {
  harness.emulator.emulator.forceErrors(waba.phoneNumberIds[0], code, 1);
  const error = await failure(sendOnce());
  expect(error).toMatchObject({ kind: 'graph', code, action, httpStatus: status });
  expect(error.graphError?.fbtrace_id).toEqual(expect.any(String));
  expect((await sendOnce()).wamid).toMatch(/^wamid\./);
});

it('decides on the code, never the message, and knows the ranges', () => {
  expect(classifyError(250).action).toBe('stopCampaign');
  expect(classifyError(99999, 503).action).toBe('retry');
  expect(classifyError(99999, 400).action).toBe('giveUp');
  expect(classifyError(131049).retryAfterMs).toBe(86_400_000);
});

it('stops the campaign when the business token is revoked', async () => {
  const token = harness.emulator.emulator.issueToken(waba.wabaId);
  harness.emulator.emulator.revokeToken(token);
  const error = await failure(harness.client.listPhoneNumbers(token, waba.wabaId));
  expect(error).toMatchObject({ code: 190, action: 'stopCampaign' });
});

it('gives up on a bad parameter the emulator refuses', async () => {
  const error = await failure(
    harness.client.sendTemplate(waba.accessToken, waba.phoneNumberIds[0], {
      to: 'not a number',
      name: 'spring_offer',
      language: 'de',
    }),
  );
  expect(error).toMatchObject({ code: 131009, action: 'giveUp' });
});

describe('without a Graph answer', () => {
  let silent: Server;
  let url: string;

  beforeAll(async () => {
    // Accepts connections, never answers.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
  });
  afterAll(() => {
    silent.closeAllConnections();
    return new Promise((resolve) => silent.close(resolve));
  });

  it('times out as retry, and marks a send as possibly accepted', async () => {
    const client = new CloudApiClient({
      graphUrl: url,
      apiVersion,
      appId,
      appSecret,
      timeoutMs: 100,
    });
    const send = await failure(
      client.sendTemplate('token', '1', { to: '491510000001', name: 't', language: 'de' }),
    );
    expect(send).toMatchObject({ kind: 'timeout', action: 'retry', maybeAccepted: true, code: -1 });
    const list = await failure(client.listPhoneNumbers('token', '1'));
    expect(list).toMatchObject({ kind: 'timeout', action: 'retry', maybeAccepted: false });
  });

  it('reports a refused connection as a network error to retry', async () => {
    const client = new CloudApiClient({
      graphUrl: 'http://127.0.0.1:1',
      apiVersion,
      appId,
      appSecret,
      timeoutMs: 1000,
    });
    const error = await failure(client.getPhoneNumber('token', '1'));
    expect(error).toMatchObject({ kind: 'network', action: 'retry' });
  });

  it('never puts the app secret of a code exchange into an error message', async () => {
    const client = new CloudApiClient({
      graphUrl: url,
      apiVersion,
      appId,
      appSecret,
      timeoutMs: 50,
    });
    const error = await failure(client.exchangeCode('the-code'));
    expect(error.message).not.toContain(appSecret);
    expect(error.message).not.toContain('the-code');
  });
});
