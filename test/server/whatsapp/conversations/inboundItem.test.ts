/** What each of Meta's message types becomes in the thread (inboundItem.ts). */
import type { InboundMessage } from '../../../../src/server/cloudapi/graphTypes';
import { inboundItemOf } from '../../../../src/server/whatsapp/conversations/inboundItem';

const message = (fields: Partial<InboundMessage> & Pick<InboundMessage, 'type'>) =>
  ({ from: '4917000000001', id: 'wamid.x', timestamp: '1700000000', ...fields }) as InboundMessage;

it('keeps texts and taps with the message they answer', () => {
  expect(
    inboundItemOf(
      message({ type: 'text', text: { body: 'Hallo' }, context: { from: '49', id: 'wamid.ours' } }),
    ),
  ).toEqual({ kind: 'text', text: 'Hallo', data: {}, targetWamid: 'wamid.ours' });
  expect(
    inboundItemOf(message({ type: 'button', button: { text: 'Ja', payload: 'yes' } })),
  ).toEqual({ kind: 'button', text: 'Ja', data: { payload: 'yes' }, targetWamid: null });
  expect(
    inboundItemOf(
      message({
        type: 'interactive',
        interactive: { type: 'list_reply', list_reply: { id: 'row-2', title: 'Februar' } },
      }),
    ),
  ).toMatchObject({ kind: 'button', text: 'Februar', data: { payload: 'row-2' } });
});

it('a reaction targets the reacted message; an empty emoji takes it back', () => {
  expect(
    inboundItemOf(
      message({ type: 'reaction', reaction: { message_id: 'wamid.ours', emoji: '❤️' } }),
    ),
  ).toEqual({ kind: 'reaction', text: '❤️', data: {}, targetWamid: 'wamid.ours' });
  expect(
    inboundItemOf(message({ type: 'reaction', reaction: { message_id: 'wamid.ours', emoji: '' } })),
  ).toMatchObject({ kind: 'reaction', text: '' });
});

it('media names what to fetch; a document keeps its file name', () => {
  expect(
    inboundItemOf(
      message({
        type: 'image',
        image: { id: '123', mime_type: 'image/jpeg', sha256: 'x', caption: 'Urlaub' },
      }),
    ),
  ).toEqual({
    kind: 'media',
    text: 'Urlaub',
    data: { incomingMedia: { id: '123', mimeType: 'image/jpeg', fileName: null } },
    targetWamid: null,
  });
  expect(
    inboundItemOf(
      message({
        type: 'document',
        document: { id: '9', mime_type: 'application/pdf', sha256: 'x', filename: 'a.pdf' },
      }),
    )?.data,
  ).toEqual({ incomingMedia: { id: '9', mimeType: 'application/pdf', fileName: 'a.pdf' } });
  // A media message without its object is described, never fetched.
  expect(inboundItemOf(message({ type: 'sticker' }))).toMatchObject({
    kind: 'text',
    data: { described: 'sticker' },
  });
});

it('describes locations, contacts and types it does not know; skips system messages', () => {
  expect(
    inboundItemOf(
      message({
        type: 'location',
        location: { latitude: 53.55, longitude: 9.99, name: 'Hafen', address: 'Hamburg' },
      }),
    ),
  ).toMatchObject({
    kind: 'text',
    text: 'Hafen · Hamburg · 53.55, 9.99',
    data: { described: 'location' },
  });
  expect(
    inboundItemOf(
      message({
        type: 'contacts',
        contacts: [{ name: { formatted_name: 'Eva' } }, { phones: [{ phone: '+49 1' }] }],
      }),
    ),
  ).toMatchObject({ kind: 'text', text: 'Eva, +49 1', data: { described: 'contacts' } });
  expect(
    inboundItemOf(
      message({ type: 'unsupported', errors: [{ code: 131051, title: 'Message type unknown' }] }),
    ),
  ).toMatchObject({
    kind: 'text',
    text: 'Message type unknown',
    data: { described: 'unsupported' },
  });
  expect(inboundItemOf(message({ type: 'system' }))).toBeNull();
});
