/**
 * What a person's message becomes in the thread: its kind, text and data, the media to fetch,
 * and the message of ours it answers or reacts to. Meta's message types
 * (https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages).
 */
import type { InboundMedia, InboundMessage } from '../../cloudapi/graphTypes';
import type { MessageData } from './messageView';

export interface InboundItem {
  kind: 'text' | 'button' | 'reaction' | 'media';
  text: string;
  data: MessageData;
  /** The wamid of the message this one answers (context) or reacts to. */
  targetWamid: string | null;
}

const mediaTypes = ['image', 'video', 'audio', 'sticker', 'document'] as const;
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The thread item of `message`; null for what is not the person's (a system message). */
export function inboundItemOf(message: InboundMessage): InboundItem | null {
  const context = str(message.context?.id) || null;
  const item = (kind: InboundItem['kind'], text: string, data: MessageData = {}) => ({
    kind,
    text,
    data,
    targetWamid: context,
  });
  switch (message.type) {
    case 'system':
      return null;
    case 'text':
      return item('text', str(message.text?.body));
    case 'button':
      return item('button', str(message.button?.text), { payload: str(message.button?.payload) });
    case 'interactive': {
      const reply =
        message.interactive?.type === 'button_reply'
          ? message.interactive.button_reply
          : message.interactive?.type === 'list_reply'
            ? message.interactive.list_reply
            : undefined;
      return item('button', str(reply?.title), { payload: str(reply?.id) });
    }
    case 'reaction':
      // An empty emoji takes the reaction back: kept as an empty reaction.
      return {
        kind: 'reaction',
        text: str(message.reaction?.emoji),
        data: {},
        targetWamid: str(message.reaction?.message_id) || null,
      };
    case 'location': {
      const place = message.location;
      const where = [str(place?.name), str(place?.address)].filter(Boolean);
      if (typeof place?.latitude === 'number' && typeof place.longitude === 'number') {
        where.push(`${place.latitude}, ${place.longitude}`);
      }
      return item('text', where.join(' · '), { described: 'location' });
    }
    case 'contacts': {
      const names = (Array.isArray(message.contacts) ? message.contacts : []).map(
        (contact) => str(contact?.name?.formatted_name) || str(contact?.phones?.[0]?.phone) || '?',
      );
      return item('text', names.join(', '), { described: 'contacts' });
    }
  }
  if ((mediaTypes as readonly string[]).includes(message.type)) {
    const media = (message as unknown as Record<string, InboundMedia & { filename?: string }>)[
      message.type
    ];
    if (typeof media?.id !== 'string') return item('text', '', { described: message.type });
    return item('media', str(media.caption), {
      incomingMedia: {
        id: media.id,
        mimeType: str(media.mime_type) || 'application/octet-stream',
        fileName: str(media.filename) || null,
      },
    });
  }
  // Types Meta adds later, or `unsupported`: what it says of them.
  return item('text', str(message.errors?.[0]?.title), { described: message.type });
}
