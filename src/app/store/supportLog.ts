import type { Recording } from './actionRecorder';
import { isPersonalKey, maskByKey } from './devTools';

/**
 * Keys whose values are personal in a support log, beyond the DevTools' list (devTools.ts):
 * free-text searches, custom fields, message texts and the names of people.
 */
const supportLogKeys = new Set(
  [
    'customFields',
    'fields',
    'checkValue',
    'searchText',
    'searchTerm',
    'text',
    'lastQueries',
    'queries',
    'subtitle',
    'body',
    'content',
    'message',
    'replyMessage',
    'optOutMessage',
    'confirmationMessage',
    'doiMessageBody',
    'clickToChatMessage',
    'headerText',
    'buttonText',
    'caption',
    'placeholderValues',
    // The conversations inbox: the last message, a template answer's values, a file's name.
    'lastMessagePreview',
    'parameters',
    'fileName',
    'defaultValue',
    'value',
    'users',
    'chatUserName',
    'senderName',
    'givenBy',
    'modifiedBy',
  ].map((key) => key.toLowerCase()),
);

/** `search` is both a slice (kept, walked into) and a list's search text (masked). */
const personal = (key: string, value: unknown) =>
  isPersonalKey(key) ||
  supportLogKeys.has(key.toLowerCase()) ||
  (key === 'search' && typeof value === 'string');

/** Action types whose bare string payload is typed text (a search box). */
const textPayload = /search|text|query/i;

/**
 * Every character but white space becomes `*`: length and blanks stay, so reducers that trim
 * or count (e.g. "search from 3 characters") decide the same on the masked replay.
 */
const maskText = (text: string) => text.replace(/\S/g, '*');

/** Masks personal values and keeps ids, statuses, counts and the shape, so the log replays. */
export const maskForSupportLog = <T>(value: T): T =>
  maskByKey(value, personal, (leaf) => (typeof leaf === 'string' ? maskText(leaf) : leaf));

function maskAction<A extends { type: string; payload?: unknown }>(action: A): A {
  const masked = maskForSupportLog(action);
  if (typeof action.payload === 'string' && textPayload.test(action.type)) {
    return { ...masked, payload: maskText(action.payload) };
  }
  return masked;
}

/**
 * The file Redux DevTools imports (its "Import" button): `payload` is the JSON of an array of
 * actions, `preloadedState` the JSON of the state before them; DevTools replays the actions from
 * that state. Format: `importState` in @redux-devtools/utils (packages/redux-devtools-utils/
 * src/index.ts) and the IMPORT_STATE case for an array in @redux-devtools/instrument.
 */
export interface SupportLogFile {
  payload: string;
  preloadedState: string;
}

export function buildSupportLog(recording: Recording): SupportLogFile {
  return {
    payload: JSON.stringify(recording.actions.map(maskAction)),
    preloadedState: JSON.stringify(maskForSupportLog(recording.preloadedState)),
  };
}
