/**
 * Free-form (session) messages as Meta accepts them: `type: "text"` with `text.body` (at most
 * 4096 characters) and `type: "interactive"` reply buttons (body at most 1024 characters, 1 to 3
 * buttons of type reply with a unique id of at most 256 and a title of at most 20 characters).
 * Both only inside the customer service window: 24 hours after the person's last message.
 */
import type { SendInteractiveButtonsRequest, SendTextRequest } from '../server/cloudapi/graphTypes';
import { graphError } from './graphErrors';

export type SessionRequest = SendTextRequest | SendInteractiveButtonsRequest;

export const serviceWindowMs = 24 * 60 * 60 * 1000;

const limits = { text: 4096, interactiveBody: 1024, buttons: 3, buttonId: 256, buttonTitle: 20 };

const missing = (what: string) => graphError(131008, `${what} is required`);
const invalid = (what: string) => graphError(131009, what);

/** Throws the Graph error Meta answers for a malformed session message. */
export function checkSessionMessage(body: SessionRequest): void {
  if (body.type === 'text') {
    const text = body.text?.body;
    if (typeof text !== 'string' || text.length === 0) throw missing('text.body');
    if (text.length > limits.text)
      throw invalid(`text.body is longer than ${limits.text} characters`);
    return;
  }
  const interactive = body.interactive;
  if (interactive?.type !== 'button') throw invalid('interactive.type must be button');
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
