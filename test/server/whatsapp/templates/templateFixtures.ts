/** Shared pieces of the template server tests: content, an image asset, calls. */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  ButtonType,
  emptyTemplate,
  HeaderFormat,
  type TemplateContent,
  type TemplateEditorState,
} from '../../../../src/common/templates';
import { mediaStorageFor } from '../../../../src/server/media';
import type { TestServer } from '../../../support/testServer';
import { caller } from '../doubleOptIn/doiTestServer';

export { caller, tokenOf } from '../doubleOptIn/doiTestServer';

let counter = 0;

/** A valid template with two placeholders, a footer and a quick-reply and a link button. */
export function content(wabaId: number, change: Partial<TemplateContent> = {}): TemplateContent {
  const template = emptyTemplate('de', wabaId);
  counter += 1;
  return {
    ...template,
    name: `Testvorlage ${counter} ${Date.now()}`,
    description: 'Für die Tests',
    components: {
      header: { headerFormat: HeaderFormat.text, headerValue: 'Herbstreisen' },
      body: {
        text: 'Hallo {{firstname}}, unsere neuen Reisen für {{city}} sind da. Antworte mit Stop zum Abmelden.',
        placeholderDefaultValues: [
          { placeholder: 'firstname', defaultValue: 'Reisefreundin' },
          { placeholder: 'city', defaultValue: 'Hamburg' },
        ],
      },
      footer: { text: 'Nordlicht Reisen' },
      buttons: [
        {
          id: 0,
          text: 'Mehr erfahren',
          value: '',
          buttonType: ButtonType.quickReply,
          order: 0,
          linkType: 0,
          protocolType: null,
          linkValue: null,
        },
        {
          id: 0,
          text: 'Zur Website',
          value: 'https://nordlicht.example/herbst',
          buttonType: ButtonType.callToAction,
          order: 1,
          linkType: 0,
          protocolType: null,
          linkValue: null,
        },
      ],
    },
    ...change,
  };
}

/** The row id of the account's first WABA. */
export async function wabaOf(server: TestServer, accountId = 1): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    'select id from whatsapp_accounts where account_id = $1 order by id limit 1',
    [accountId],
  );
  return row.id;
}

/** A media asset row of the account (the file itself is not needed): its path without /Media. */
/** The first bytes of a PNG: enough for Meta's (the emulator's) resumable upload. */
export const pngBytes = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');

/** An image of the media database, stored where the server keeps its files. */
export async function imageAsset(server: TestServer, accountId = 1): Promise<string> {
  const id = randomUUID();
  const key = `${accountId}/${id}.png`;
  await mediaStorageFor(server.config).put(key, Readable.from([pngBytes]));
  await server.db.query(
    `insert into media_assets (id, account_id, name, extension, content_type, size_bytes,
       storage_key) values ($1, $2, 'herbst.png', 'png', 'image/png', $4, $3)`,
    [id, accountId, key, pngBytes.length],
  );
  return key;
}

export function templateCalls(server: TestServer) {
  const call = caller(server);
  return {
    call,
    async create(token: string, body: TemplateContent): Promise<TemplateEditorState> {
      const response = await call(token, '/WhatsAppApi/template', 'POST', { id: 0, ...body });
      if (response.status !== 200)
        throw new Error(`create: ${response.status} ${await response.text()}`);
      return response.json();
    },
  };
}
