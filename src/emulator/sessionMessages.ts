/**
 * Free-form (session) messages as Meta accepts them, only inside the customer service window
 * (24 hours after the person's last message):
 * - `text` with `text.body` (at most 4096 characters);
 * - `interactive` reply buttons (body at most 1024 characters, 1 to 3 buttons of type reply with a
 *   unique id of at most 256 and a title of at most 20 characters) or a list (interactiveList.ts);
 * - `image` by uploaded media `id` or by `link`, caption at most 1024 characters
 *   (https://developers.facebook.com/documentation/business-messaging/whatsapp/messages/image-messages);
 * - `reaction` with the `message_id` reacted to and one emoji, or an empty one to remove it
 *   (https://developers.facebook.com/documentation/business-messaging/whatsapp/messages/reaction-messages).
 */
import type {
  SendImageRequest,
  SendInteractiveButtonsRequest,
  SendInteractiveListRequest,
  SendReactionRequest,
  SendTextRequest,
} from '../server/cloudapi/graphTypes';
import { graphError } from './graphErrors';
import { checkInteractiveList } from './interactiveList';

export type SessionRequest =
  | SendTextRequest
  | SendInteractiveButtonsRequest
  | SendInteractiveListRequest
  | SendImageRequest
  | SendReactionRequest;

export const sessionTypes = new Set(['text', 'interactive', 'image', 'reaction']);

export const serviceWindowMs = 24 * 60 * 60 * 1000;

const limits = {
  text: 4096,
  interactiveBody: 1024,
  buttons: 3,
  buttonId: 256,
  buttonTitle: 20,
  caption: 1024,
};

const missing = (what: string) => graphError(131008, `${what} is required`);
const invalid = (what: string) => graphError(131009, what);

/** Throws the Graph error Meta answers for a malformed session message. */
export function checkSessionMessage(body: SessionRequest): void {
  switch (body.type) {
    case 'text':
      return checkText(body);
    case 'image':
      return checkImage(body);
    case 'reaction':
      return checkReaction(body);
    default:
      if (body.interactive?.type === 'list') return checkInteractiveList(body.interactive);
      return checkButtons(body as SendInteractiveButtonsRequest);
  }
}

function checkText(body: SendTextRequest): void {
  const text = body.text?.body;
  if (typeof text !== 'string' || text.length === 0) throw missing('text.body');
  if (text.length > limits.text)
    throw invalid(`text.body is longer than ${limits.text} characters`);
}

function checkButtons(body: SendInteractiveButtonsRequest): void {
  const interactive = body.interactive;
  if (interactive?.type !== 'button') throw invalid('interactive.type must be button or list');
  const text = interactive.body?.text;
  if (typeof text !== 'string' || text.length === 0) throw missing('interactive.body.text');
  if (text.length > limits.interactiveBody) {
    throw invalid(`interactive.body.text is longer than ${limits.interactiveBody} characters`);
  }
  const buttons = interactive.action?.buttons;
  if (!Array.isArray(buttons) || buttons.length === 0) throw missing('interactive.action.buttons');
  if (buttons.length > limits.buttons) throw invalid('at most 3 reply buttons');
  const ids = new Set<string>();
  for (const button of buttons) {
    const id = button?.reply?.id;
    const title = button?.reply?.title;
    if (button?.type !== 'reply') throw invalid('button type must be reply');
    if (typeof id !== 'string' || id.length === 0 || id.length > limits.buttonId) {
      throw invalid(`button id must have 1 to ${limits.buttonId} characters`);
    }
    if (typeof title !== 'string' || title.length === 0 || title.length > limits.buttonTitle) {
      throw invalid(`button title must have 1 to ${limits.buttonTitle} characters`);
    }
    if (ids.has(id)) throw invalid('button ids must be unique');
    ids.add(id);
  }
}

/** The media id itself is checked by the emulator, which knows the uploads. */
function checkImage(body: SendImageRequest): void {
  const image = body.image;
  const hasId = typeof image?.id === 'string' && image.id.length > 0;
  const hasLink = typeof image?.link === 'string' && image.link.length > 0;
  if (!hasId && !hasLink) throw missing('image.id or image.link');
  if (hasId && hasLink) throw invalid('image takes either id or link, not both');
  if (hasLink && !/^https?:\/\/\S+$/i.test(image.link!)) {
    throw invalid('image.link must be an http(s) URL');
  }
  if (image.caption !== undefined) {
    if (typeof image.caption !== 'string') throw invalid('image.caption must be a string');
    if (image.caption.length > limits.caption) {
      throw invalid(`image.caption is longer than ${limits.caption} characters`);
    }
  }
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const emojiPattern = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/** One emoji (a single grapheme that is a pictograph), or "" to remove the reaction. */
function checkReaction(body: SendReactionRequest): void {
  const reaction = body.reaction;
  if (typeof reaction?.message_id !== 'string' || reaction.message_id.length === 0) {
    throw missing('reaction.message_id');
  }
  if (typeof reaction.emoji !== 'string') throw missing('reaction.emoji');
  if (reaction.emoji === '') return;
  const parts = [...graphemes.segment(reaction.emoji)];
  if (parts.length !== 1 || !emojiPattern.test(reaction.emoji)) {
    throw invalid('reaction.emoji must be a single emoji');
  }
}
