import { createHash } from 'node:crypto';
import { storableJson } from './storableText';

/** One change to store: what Meta sent, with the key that makes its repetitions a no-op. */
export interface IncomingChange {
  dedupeKey: string;
  wabaId: string;
  field: string;
  value: Record<string, unknown>;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads Meta's envelope `{object: "whatsapp_business_account", entry: [{id, changes: [{field,
 * value}]}]}` into the changes to store; undefined when the body is not JSON or not that envelope
 * (then nothing at all is stored). Texts PostgreSQL cannot store are made storable first
 * (storableText.ts). A `messages` change is split into one change per status and per inbound
 * message, keyed by (wamid, status) and by message id: Meta repeats them in other bundles too.
 * Any other change is keyed by a hash of its WABA, field and canonical value.
 */
export function readEnvelope(rawBody: Buffer): IncomingChange[] | undefined {
  let body: unknown;
  try {
    const text = rawBody.toString('utf8');
    const parsed: unknown = JSON.parse(text);
    body = mayHoldUnstorable(text) ? storableJson(parsed) : parsed;
  } catch {
    return undefined;
  }
  if (!isObject(body) || body.object !== 'whatsapp_business_account') return undefined;
  if (!Array.isArray(body.entry) || body.entry.length === 0) return undefined;
  const changes: IncomingChange[] = [];
  for (const entry of body.entry) {
    if (!isObject(entry) || typeof entry.id !== 'string' || !Array.isArray(entry.changes)) {
      return undefined;
    }
    for (const change of entry.changes) {
      if (!isObject(change) || typeof change.field !== 'string' || !isObject(change.value)) {
        return undefined;
      }
      changes.push(...split(entry.id, change.field, change.value));
    }
  }
  return changes.length > 0 ? changes : undefined;
}

/**
 * Whether parsed JSON text may hold NUL or a lone surrogate: in JSON both can only be written
 * as `\u` escapes (a raw control character is no valid JSON, and decoding UTF-8 turns bad bytes
 * into U+FFFD), so most bodies skip the walk that copies every string.
 */
const mayHoldUnstorable = (jsonText: string) =>
  jsonText.includes('\\u') && /\\u(?:0000|d[89a-f])/i.test(jsonText);

function split(wabaId: string, field: string, value: Json): IncomingChange[] {
  const whole = (): IncomingChange => ({
    dedupeKey: `${field}:${hash([wabaId, field, value])}`,
    wabaId,
    field,
    value,
  });
  if (field !== 'messages') return [whole()];
  const { statuses, messages, contacts, ...common } = value;
  const parts: IncomingChange[] = [];
  for (const status of Array.isArray(statuses) ? statuses : []) {
    if (!isObject(status) || typeof status.id !== 'string' || typeof status.status !== 'string') {
      return [whole()];
    }
    parts.push({
      dedupeKey: `status:${status.id}:${status.status}`,
      wabaId,
      field,
      value: { ...common, statuses: [status] },
    });
  }
  for (const message of Array.isArray(messages) ? messages : []) {
    if (!isObject(message) || typeof message.id !== 'string') return [whole()];
    const sender = Array.isArray(contacts)
      ? contacts.filter((contact) => isObject(contact) && contact.wa_id === message.from)
      : [];
    parts.push({
      dedupeKey: `message:${message.id}`,
      wabaId,
      field,
      value: { ...common, ...(sender.length > 0 && { contacts: sender }), messages: [message] },
    });
  }
  return parts.length > 0 ? parts : [whole()];
}

function hash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

/** JSON with object keys sorted, so the same content always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
