/**
 * The person's side of a conversation, played at the bundled emulator through its control API:
 * answer, send an image or a document, see which messages the business marked read, see what it
 * sent, move the emulator's clock on. For browser journeys against the real server
 * (`controlOfServer`) and for emulator tests (`controlOfHarness`) alike.
 */
import type { PersonMessage, SentRecord } from '../../src/emulator/emulator';
import type { ReceivedMessage } from '../../src/emulator/receivedMessages';
import { call, type EmulatorHarness } from './emulator';

/** Where the control API is and its key. */
export interface EmulatorControl {
  controlUrl: string;
  key: string;
}

/** The in-process emulator of a server started by `startRealServer` (under `/_graph`). */
export const controlOfServer = (server: { baseUrl: string; emulatorKey: string }) => ({
  controlUrl: `${server.baseUrl}/_graph/_emulator`,
  key: server.emulatorKey,
});

export const controlOfHarness = (harness: EmulatorHarness): EmulatorControl => ({
  controlUrl: `${harness.graphUrl}/_emulator`,
  key: harness.controlKey,
});

/** Who writes to which number. */
export interface Person {
  phoneNumberId: string;
  /** The person's number (any format; the emulator keeps its digits). */
  from: string;
  /** Their profile name in the webhook. */
  name?: string;
}

async function control<T>(
  at: EmulatorControl,
  path: string,
  body?: unknown,
  expected = body === undefined ? 200 : 201,
): Promise<T> {
  const response = await call(`${at.controlUrl}${path}`, { token: at.key, body });
  if (response.status !== expected) {
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return response.body as T;
}

const personPath = (person: Person) => `/recipients/${encodeURIComponent(person.from)}/messages`;

/** The person writes a text (a reply to `replyTo`, a wamid, when given). */
export const personAnswers = (
  at: EmulatorControl,
  person: Person,
  text: string,
  replyTo?: string,
) =>
  control<PersonMessage>(at, personPath(person), {
    phoneNumberId: person.phoneNumberId,
    name: person.name,
    type: 'text',
    text,
    messageId: replyTo,
  });

export interface PersonFileInput {
  caption?: string;
  /** The file; unset: the emulator's own small PNG or text document. */
  bytes?: Buffer;
  mimeType?: string;
  /** A document's name. */
  filename?: string;
  replyTo?: string;
}

const sendsFile = (
  at: EmulatorControl,
  person: Person,
  type: 'image' | 'document',
  file: PersonFileInput,
) =>
  control<PersonMessage>(at, personPath(person), {
    phoneNumberId: person.phoneNumberId,
    name: person.name,
    type,
    text: file.caption,
    data: file.bytes?.toString('base64'),
    mimeType: file.mimeType,
    filename: file.filename,
    messageId: file.replyTo,
  });

/** The person sends an image; the webhook's `image.id` is the media to download. */
export const personSendsImage = (at: EmulatorControl, person: Person, file: PersonFileInput = {}) =>
  sendsFile(at, person, 'image', file);

/** The person sends a document (`document.filename` in the webhook). */
export const personSendsDocument = (
  at: EmulatorControl,
  person: Person,
  file: PersonFileInput = {},
) => sendsFile(at, person, 'document', file);

/** What people sent, oldest first, each with `readAt` (null while the business has not read it). */
export function receivedMessages(
  at: EmulatorControl,
  filter: { phoneNumberId?: string; from?: string } = {},
): Promise<ReceivedMessage[]> {
  const query = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return control<ReceivedMessage[]>(at, `/received?${query}`);
}

/** What the business sent, oldest first (statuses so far in `statuses`). */
export function sentMessages(
  at: EmulatorControl,
  filter: { phoneNumberId?: string; to?: string } = {},
): Promise<SentRecord[]> {
  const query = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return control<SentRecord[]>(at, `/messages?${query}`);
}

/**
 * Polls (every 100 ms, up to `attempts` times) until `found` picks something from `load`'s answer;
 * throws naming `what` when it never does.
 */
export async function pollUntil<T, R>(
  what: string,
  load: () => Promise<T>,
  found: (value: T) => R | undefined,
  attempts = 300,
): Promise<R> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const result = found(await load());
    if (result !== undefined) return result;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not seen after ${attempts} polls`);
}

/** The person's message `wamid` once the business marked it read. */
export const waitUntilRead = (at: EmulatorControl, person: Person, wamid: string) =>
  pollUntil(
    `message ${wamid} read`,
    () => receivedMessages(at, { phoneNumberId: person.phoneNumberId, from: person.from }),
    (messages) => messages.find((m) => m.id === wamid && m.readAt !== null),
  );

/** The first message the business sent the person that `matches`, once it was sent. */
export const waitForSentTo = (
  at: EmulatorControl,
  person: Person,
  matches: (sent: SentRecord) => boolean,
) =>
  pollUntil(
    `a message to ${person.from}`,
    () => sentMessages(at, { phoneNumberId: person.phoneNumberId, to: person.from }),
    (sent) => sent.find(matches),
  );

export interface EmulatorTime {
  now: string;
  nowMs: number;
  offsetMs: number;
}

export const emulatorClock = (at: EmulatorControl) => control<EmulatorTime>(at, '/clock');

/** Moves the emulator's clock on (a service window closes after 24 h); due webhooks go out. */
export const advanceEmulatorClock = (at: EmulatorControl, ms: number) =>
  control<EmulatorTime>(at, '/clock', { advanceMs: ms }, 200);

export const hours = (count: number) => count * 3_600_000;
