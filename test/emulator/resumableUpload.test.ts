/**
 * Meta's Resumable Upload API (https://developers.facebook.com/docs/graph-api/guides/upload) in
 * the emulator, driven by our client: only handles it issued pass as a media header's sample.
 */
import {
  apiVersion,
  appId,
  appSecret,
  call,
  startEmulator,
  type EmulatorHarness,
} from '../support/emulator';
import { CloudApiClient } from '../../src/server/cloudapi/client';
import { CloudApiError } from '../../src/server/cloudapi/errors';
import { httpTransport, TransportError } from '../../src/server/cloudapi/transport';
import type { TemplateDefinition } from '../../src/server/cloudapi/graphTypes';

let harness: EmulatorHarness;
let waba: { wabaId: string; accessToken: string };
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

beforeAll(async () => {
  harness = await startEmulator();
  waba = harness.emulator.emulator.addWaba();
});
afterAll(() => harness.close());

const imageTemplate = (name: string, handle: string): TemplateDefinition => ({
  name,
  language: 'de',
  category: 'MARKETING',
  components: [
    { type: 'HEADER', format: 'IMAGE', example: { header_handle: [handle] } },
    { type: 'BODY', text: 'Unser Herbstangebot ist da, schau es dir an.' },
  ],
});

it('uploads the header image and takes the handle it answered', async () => {
  const handle = await harness.client.uploadHeaderHandle(waba.accessToken, {
    data: png,
    mimeType: 'image/png',
    filename: 'herbst.png',
  });
  expect(handle).toMatch(/^4::aW1hZ2UvcG5n:/);
  const created = await harness.client.createTemplate(
    waba.accessToken,
    waba.wabaId,
    imageTemplate('autumn_image', handle),
  );
  expect(created.status).toBe('PENDING');
});

it("refuses a header handle it did not issue with Meta's error", async () => {
  const refused = await harness.client
    .createTemplate(
      waba.accessToken,
      waba.wabaId,
      imageTemplate('url_image', 'https://example.com/Media/1/a.png'),
    )
    .catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(CloudApiError);
  expect((refused as CloudApiError).graphError).toMatchObject({
    code: 100,
    error_subcode: 2494102,
    error_user_title: 'Uploaded Media Handle Is Invalid',
  });
});

it('reports the offset of an interrupted upload and resumes from it', async () => {
  const session = await call(
    `${harness.base}/${appId}/uploads?file_name=a.png&file_length=${png.length}&file_type=image/png`,
    { method: 'POST', token: waba.accessToken },
  );
  expect(session.body.id).toMatch(/^upload:.+\?sig=/);
  const url = `${harness.base}/${session.body.id}`;
  const part = (offset: number, bytes: Buffer, authorization = `OAuth ${waba.accessToken}`) =>
    fetch(url, {
      method: 'POST',
      headers: { authorization, file_offset: String(offset) },
      body: new Uint8Array(bytes),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));

  expect((await part(0, png.subarray(0, 5))).status).toBe(200);
  const status = await fetch(url, { headers: { authorization: `OAuth ${waba.accessToken}` } });
  expect(await status.json()).toEqual({ id: session.body.id.split('?')[0], file_offset: 5 });
  expect((await part(3, png.subarray(3))).body.error.code).toBe(100);
  expect((await part(5, png.subarray(5), '')).body.error.code).toBe(190);
  expect((await part(5, png.subarray(5))).body).toEqual({ h: expect.stringMatching(/^4::/) });
});

it('refuses a session for another app or an unsupported file type', async () => {
  const other = await call(`${harness.base}/999/uploads?file_length=3&file_type=image/png`, {
    method: 'POST',
    token: waba.accessToken,
  });
  expect(other.body.error).toMatchObject({ code: 100, error_subcode: 33 });
  const gif = await call(`${harness.base}/${appId}/uploads?file_length=3&file_type=image/gif`, {
    method: 'POST',
    token: waba.accessToken,
  });
  expect(gif.body.error.code).toBe(100);
});

it('resumes from the offset Meta reports when the connection drops mid-upload', async () => {
  let dropped = false;
  const client = new CloudApiClient({
    graphUrl: harness.graphUrl,
    apiVersion,
    appId,
    appSecret,
    timeoutMs: 5000,
    // The first upload reaches the emulator with half its bytes, then the connection is lost.
    transport: async (url, request) => {
      if (!dropped && url.includes('/upload:') && request.method === 'POST') {
        dropped = true;
        const half = request.body!.subarray(0, 6);
        await httpTransport(url, { ...request, body: half });
        throw new TransportError('socket hang up', false);
      }
      return httpTransport(url, request);
    },
  });
  const handle = await client.uploadHeaderHandle(waba.accessToken, {
    data: png,
    mimeType: 'image/png',
    filename: 'herbst.png',
  });
  expect(dropped).toBe(true);
  expect(harness.emulator.emulator.uploads.isIssued(handle)).toBe(true);
});
