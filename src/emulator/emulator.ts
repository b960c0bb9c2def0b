/**
 * The emulated Cloud API's state and behaviour: business accounts (WABAs) with phone numbers,
 * tokens, templates and their review, sends with throughput and messaging limits, statuses,
 * inbound replies and reactions. Routes (graphRoutes, controlRoutes) only translate HTTP.
 */
import type {
  InboundMessage,
  MarkReadRequest,
  MessageStatus,
  PhoneNumber,
  SendMessageRequest,
  SendResponse,
  SuccessResponse,
  Template,
  TemplateDefinition,
  TemplateStatus,
  TemplateStatusValue,
  WebhookChange,
  WebhookEnvelope,
} from '../server/cloudapi/graphTypes';
import { debugTokenView, templateView } from './graphViews';
import {
  graphError,
  invalidParameter,
  messagingProductRequired,
  titleOf,
  unknownObject,
} from './graphErrors';
import { EmulatorClock } from './clock';
import { MediaStore, sha256Base64 } from './mediaStore';
import { PairRate } from './pairRate';
import { personFile, type PersonMediaInput } from './personMedia';
import { ReceivedMessages, type ReceivedMessage } from './receivedMessages';
import { Random } from './random';
import { invalidHeaderHandle, ResumableUploads } from './resumableUploads';
import {
  checkSessionMessage,
  serviceWindowMs,
  sessionTypes,
  type SessionRequest,
} from './sessionMessages';
import { checkTemplateParameters } from './templateParameters';
import { filterTemplates } from './templateFilters';
import { reviewTemplate } from './templateReview';
import { disableInfo, pauseInfo, unpauseInfo } from './templateStatusEvents';
import { envelopeOf, WebhookSender } from './webhooks';
import { seconds, statusPayload } from './statusPayload';
import { capabilityValue, phoneQualityEvents, tierOf, type PhoneState } from './limitEvents';

export interface EmulatorOptions {
  appId: string;
  appSecret: string;
  /** Where webhooks go; can be changed through the control API. */
  webhookUrl?: string;
  seed?: number;
  /** Milliseconds from template creation to the review verdict. */
  reviewDelayMs?: number;
  /** Scale of the sent → delivered → read delays: 1 realistic, 0 at once. */
  statusDelayFactor?: number;
  /** Share of messages that fail after `sent` (131049), of webhooks sent twice, of `read` before `delivered`. */
  failureRate?: number;
  duplicateRate?: number;
  reorderRate?: number;
  /** Share of delivered messages that are read. */
  readRate?: number;
  webhookRetries?: number;
  webhookRetryDelayMs?: number;
}

export interface PhoneNumberInput {
  displayPhoneNumber?: string;
  verifiedName?: string;
  qualityRating?: PhoneNumber['quality_rating'];
  status?: string;
  nameStatus?: string;
  /** Messages per second (80 standard, 1000 high). */
  throughput?: number;
  registered?: boolean;
  /** Unique recipients per rolling 24 h this number reports (null: unlimited); default: its WABA's. */
  messagingLimit?: number | null;
}

export interface WabaInput {
  name?: string;
  /** `business_verification_status`: verified, pending, not_verified, … (default verified). */
  businessVerificationStatus?: string;
  /** Unique recipients per rolling 24 h; null for unlimited. */
  messagingLimit?: number | null;
  subscribed?: boolean;
  phoneNumbers?: PhoneNumberInput[];
}

interface Waba {
  id: string;
  name: string;
  businessId: string;
  namespace: string;
  messagingLimit: number;
  verificationStatus: string;
  subscribed: boolean;
  /** Recipient → time of their latest template, oldest first. */
  recipients: Map<string, number>;
}

interface Phone {
  id: string;
  wabaId: string;
  display: string;
  verifiedName: string;
  quality: PhoneNumber['quality_rating'];
  status: string;
  nameStatus: string;
  throughput: number;
  registered: boolean;
  /** Overrides the WABA's messaging limit in what the number reports. */
  messagingLimit?: number;
  /** Token bucket of one second's worth. */
  tokens: number;
  refilledAt: number;
  /** Graph errors the next sends answer with (control API). */
  forcedErrors: { code: number; count: number }[];
}

interface StoredTemplate extends Template {
  wabaId: string;
}

export interface SentRecord {
  wamid: string;
  phoneNumberId: string;
  to: string;
  at: number;
  request: SendMessageRequest;
  statuses: MessageStatus['status'][];
}

export interface RecipientBehaviour {
  /** Error code every message to this recipient fails with (131026 undeliverable, 131050 opted out, …). */
  failCode?: number;
  /** Fail at once with an error answer instead of a `failed` status webhook. */
  failAtOnce?: boolean;
}

/**
 * A person's message in a messages webhook; beyond the server's type, a document
 * (https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages).
 */
export type PersonMessage = InboundMessage & {
  document?: { caption?: string; filename: string; mime_type: string; sha256: string; id: string };
};

const DAY = 86_400_000;
const personMessageTypes = ['text', 'button', 'reaction', 'interactive', 'image', 'document'];

type Method = 'get' | 'post' | 'delete';

export class CloudApiEmulator {
  readonly options: Required<Omit<EmulatorOptions, 'webhookUrl'>> & { webhookUrl?: string };
  readonly random: Random;
  readonly webhooks: WebhookSender;
  readonly uploads: ResumableUploads;
  private readonly pairRate = new PairRate();
  private readonly wabas = new Map<string, Waba>();
  private readonly phones = new Map<string, Phone>();
  private readonly templates = new Map<string, StoredTemplate>();
  private readonly deletedNames = new Map<string, number>();
  /** Template id → how often it was paused (the first pause lasts 3 h, later ones 6 h). */
  private readonly templatePauses = new Map<string, number>();
  /** Token → WABA ids it may use. */
  private readonly tokens = new Map<string, Set<string>>();
  private readonly codes = new Map<string, { wabaId: string; phoneNumberId?: string }>();
  /** Codes already exchanged: Meta tells a reused code from an unknown one. */
  private readonly usedCodes = new Set<string>();
  /** Messages people sent, with their read state: what reactions and mark-as-read refer to. */
  readonly received = new ReceivedMessages();
  private readonly media: MediaStore;
  readonly sent: SentRecord[] = [];
  private readonly sentById = new Map<string, SentRecord>();
  readonly recipients = new Map<string, RecipientBehaviour>();
  /** `phoneNumberId:waId` → when the person last wrote: it opens the 24 h service window. */
  private readonly lastInbound = new Map<string, number>();
  /** Real time plus what the control API moved it on; every time the emulator uses. */
  readonly clock = new EmulatorClock();

  constructor(options: EmulatorOptions) {
    this.options = {
      seed: 1,
      reviewDelayMs: 5000,
      statusDelayFactor: 1,
      failureRate: 0.02,
      duplicateRate: 0.05,
      reorderRate: 0.05,
      readRate: 0.7,
      webhookRetries: 3,
      webhookRetryDelayMs: 2000,
      ...options,
    };
    this.random = new Random(this.options.seed);
    this.media = new MediaStore(this.random, () => this.clock.now());
    this.uploads = new ResumableUploads(this.options.appId, this.random, () => this.clock.now());
    this.webhooks = new WebhookSender({
      appSecret: options.appSecret,
      url: () => this.options.webhookUrl,
      retries: this.options.webhookRetries,
      retryDelayMs: this.options.webhookRetryDelayMs,
      schedule: (ms, work) => this.later(ms, work),
      now: () => this.clock.now(),
    });
  }

  close(): void {
    this.clock.close();
  }

  /** Work due `ms` from now on the emulator's clock (sooner when the clock is moved past it). */
  later(ms: number, work: () => void): void {
    this.clock.later(ms, work);
  }

  /**
   * A message a person sent before a restart, as Relay stored it: the in-process emulator keeps
   * what people sent in memory, so after a restart it learns again the messages of the last day.
   * Meta still has them: they keep the service window open and can be marked read. Known ids
   * are left as they are; no webhook is sent (Relay has the message).
   */
  restoreReceived(input: Omit<ReceivedMessage, 'readAt'>): void {
    const phone = this.phone(input.phoneNumberId);
    const from = normalize(input.from);
    if (this.received.get(input.id)) return;
    this.received.add({ ...input, from });
    const key = `${phone.id}:${from}`;
    this.lastInbound.set(key, Math.max(this.lastInbound.get(key) ?? 0, input.at));
  }

  // ---- control ----

  addWaba(input: WabaInput = {}) {
    const id = this.random.digits(15);
    this.createWaba(id, input);
    const phoneNumberIds = (input.phoneNumbers ?? [{}]).map((phone) => this.addPhone(id, phone));
    const accessToken = this.issueToken(id);
    const code = this.issueCode(id, phoneNumberIds[0]);
    return { wabaId: id, businessId: this.waba(id).businessId, phoneNumberIds, accessToken, code };
  }

  /**
   * A WABA with known ids and a known business token, as a client already holds them: lets the
   * in-process emulator, whose state lives in memory, know the WABAs Relay has linked after a
   * restart. Known ids are left as they are; the token is granted in any case.
   */
  restoreWaba(
    input: Omit<WabaInput, 'phoneNumbers'> & {
      id: string;
      token: string;
      phoneNumbers: (PhoneNumberInput & { id: string })[];
    },
  ): void {
    if (!this.wabas.has(input.id)) this.createWaba(input.id, input);
    for (const phone of input.phoneNumbers) {
      if (!this.phones.has(phone.id)) this.addPhone(input.id, phone, phone.id);
    }
    const grants = this.tokens.get(input.token) ?? new Set<string>();
    grants.add(input.id);
    this.tokens.set(input.token, grants);
  }

  /**
   * A template Relay has stored with its Graph id and review state: the in-process emulator keeps
   * templates in memory, so after a restart it learns them again (no new review is scheduled).
   */
  restoreTemplate(input: Template & { wabaId: string }): void {
    this.waba(input.wabaId);
    if (this.templates.has(input.id)) return;
    this.templates.set(input.id, { ...input });
  }

  private createWaba(id: string, input: WabaInput): Waba {
    const waba: Waba = {
      id,
      name: input.name ?? `Business ${this.wabas.size + 1}`,
      businessId: this.random.digits(15),
      namespace: this.random.hex(8).toLowerCase(),
      messagingLimit: input.messagingLimit === null ? Infinity : (input.messagingLimit ?? 250),
      verificationStatus: input.businessVerificationStatus ?? 'verified',
      subscribed: input.subscribed ?? true,
      recipients: new Map(),
    };
    this.wabas.set(id, waba);
    return waba;
  }

  addPhone(wabaId: string, input: PhoneNumberInput = {}, knownId?: string): string {
    this.waba(wabaId);
    const id = knownId ?? this.random.digits(15);
    const throughput = input.throughput ?? 80;
    this.phones.set(id, {
      id,
      wabaId,
      display: input.displayPhoneNumber ?? `+49 151 ${this.random.digits(8)}`,
      verifiedName: input.verifiedName ?? this.waba(wabaId).name,
      quality: input.qualityRating ?? 'GREEN',
      status: input.status ?? 'CONNECTED',
      nameStatus: input.nameStatus ?? 'APPROVED',
      throughput,
      registered: input.registered ?? true,
      ...(input.messagingLimit !== undefined && {
        messagingLimit: input.messagingLimit === null ? Infinity : input.messagingLimit,
      }),
      tokens: throughput,
      refilledAt: performance.now(),
      forcedErrors: [],
    });
    return id;
  }

  updatePhone(id: string, input: PhoneNumberInput): PhoneNumber {
    const phone = this.phone(id);
    const before = this.phoneState(phone);
    if (input.qualityRating) phone.quality = input.qualityRating;
    if (input.status) phone.status = input.status;
    if (input.nameStatus) phone.nameStatus = input.nameStatus;
    if (input.verifiedName) phone.verifiedName = input.verifiedName;
    if (input.throughput) {
      phone.throughput = input.throughput;
      phone.tokens = Math.min(phone.tokens, input.throughput);
    }
    if (input.registered !== undefined) phone.registered = input.registered;
    if (input.messagingLimit !== undefined) {
      phone.messagingLimit = input.messagingLimit === null ? Infinity : input.messagingLimit;
    }
    this.qualityWebhooks(phone, before);
    return this.phoneView(phone);
  }

  private phoneState(phone: Phone): PhoneState {
    return {
      display: normalize(phone.display),
      quality: phone.quality,
      limit: phone.messagingLimit ?? this.waba(phone.wabaId).messagingLimit,
      throughput: phone.throughput,
    };
  }

  /** Meta's `phone_number_quality_update` for what changed of the number (limitEvents.ts). */
  private qualityWebhooks(phone: Phone, before: PhoneState): void {
    const waba = this.waba(phone.wabaId);
    if (!waba.subscribed || !this.options.webhookUrl) return;
    for (const value of phoneQualityEvents(before, this.phoneState(phone))) {
      this.webhooks.send(this.envelope(waba.id, { field: 'phone_number_quality_update', value }));
    }
  }

  updateWaba(
    id: string,
    input: {
      messagingLimit?: number | null;
      subscribed?: boolean;
      businessVerificationStatus?: string;
    },
  ) {
    const waba = this.waba(id);
    const phones = [...this.phones.values()].filter((p) => p.wabaId === id);
    const before = new Map(phones.map((p) => [p.id, this.phoneState(p)]));
    if (input.businessVerificationStatus) {
      waba.verificationStatus = input.businessVerificationStatus;
    }
    if (input.subscribed !== undefined) waba.subscribed = input.subscribed;
    if (input.messagingLimit !== undefined) {
      const limit = input.messagingLimit === null ? Infinity : input.messagingLimit;
      const changed = limit !== waba.messagingLimit;
      waba.messagingLimit = limit;
      // The portfolio's limit: Meta reports it to the WABA, then on each of its numbers.
      if (changed && waba.subscribed && this.options.webhookUrl) {
        this.webhooks.send(
          this.envelope(waba.id, {
            field: 'business_capability_update',
            value: capabilityValue(limit),
          }),
        );
      }
      for (const phone of phones) this.qualityWebhooks(phone, before.get(phone.id)!);
    }
    return this.wabaView(waba);
  }

  forceErrors(phoneNumberId: string, code: number, count: number): void {
    this.phone(phoneNumberId).forcedErrors.push({ code, count });
  }

  issueToken(wabaId: string): string {
    const token = `EAAG${this.random.token(60)}`;
    this.tokens.set(token, new Set([wabaId]));
    return token;
  }

  revokeToken(token: string): boolean {
    return this.tokens.delete(token);
  }

  issueCode(wabaId: string, phoneNumberId?: string): string {
    this.waba(wabaId);
    const code = `AQ${this.random.token(40)}`;
    this.codes.set(code, { wabaId, phoneNumberId });
    return code;
  }

  setRecipient(waId: string, behaviour: RecipientBehaviour): void {
    this.recipients.set(normalize(waId), behaviour);
  }

  /** A template's status changes (PAUSED, DISABLED, APPROVED …) and is reported by webhook. */
  setTemplateStatus(id: string, status: TemplateStatus, reason: string | null = null) {
    const template = this.templates.get(id);
    if (!template) throw unknownObject(id);
    const wasPaused = template.status === 'PAUSED';
    template.status = status;
    const now = this.clock.now();
    const pauses = this.templatePauses.get(id) ?? 0;
    if (status === 'PAUSED') this.templatePauses.set(id, pauses + 1);
    const extra =
      status === 'PAUSED'
        ? pauseInfo(pauses, now)
        : status === 'DISABLED'
          ? disableInfo(now)
          : status === 'APPROVED' && wasPaused
            ? unpauseInfo
            : {};
    this.templateWebhook(template, status, reason ?? 'NONE', extra);
    return template;
  }

  /** A simulated recipient writes, clicks a quick reply or reacts; reported by webhook. */
  inbound(input: {
    phoneNumberId: string;
    from: string;
    name?: string;
    type: 'text' | 'button' | 'reaction' | 'interactive' | 'image' | 'document';
    /** The text, the button's or row's title, or an image's or document's caption. */
    text?: string;
    payload?: string;
    emoji?: string;
    /** An interactive reply to a list row instead of a reply button, with the row's description. */
    listRow?: { description?: string };
    /** An image's or document's type, bytes (base64) and (a document's) file name (personMedia.ts). */
    mimeType?: PersonMediaInput['mimeType'];
    data?: PersonMediaInput['data'];
    filename?: PersonMediaInput['filename'];
    /** The wamid replied or reacted to. */
    messageId?: string;
  }): PersonMessage {
    const phone = this.phone(input.phoneNumberId);
    const from = normalize(input.from);
    if (!personMessageTypes.includes(input.type)) {
      throw invalidParameter(`type must be one of ${personMessageTypes.join(', ')}`);
    }
    if (input.text !== undefined && typeof input.text !== 'string') {
      throw invalidParameter('text must be a string');
    }
    if (input.type === 'reaction' && !input.messageId) {
      throw invalidParameter('A reaction needs messageId');
    }
    // The file first: a refused one leaves no trace (window, throughput, received).
    const file =
      input.type === 'image' || input.type === 'document'
        ? personFile(input.type, { ...input, caption: input.text })
        : undefined;
    this.takeInboundThroughput(phone);
    const now = this.clock.now();
    this.lastInbound.set(`${phone.id}:${from}`, now);
    const message: PersonMessage = {
      from,
      id: this.wamid(from),
      timestamp: seconds(now),
      type: input.type,
    };
    const context = input.messageId
      ? { from: normalize(phone.display), id: input.messageId }
      : undefined;
    switch (input.type) {
      case 'text':
        message.text = { body: input.text ?? '' };
        if (context) message.context = context;
        break;
      case 'button':
        message.button = { text: input.text ?? '', payload: input.payload ?? input.text ?? '' };
        if (context) message.context = context;
        break;
      case 'interactive':
        // https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages
        message.interactive = input.listRow
          ? {
              type: 'list_reply',
              list_reply: {
                id: input.payload ?? '',
                title: input.text ?? '',
                ...(input.listRow.description !== undefined && {
                  description: input.listRow.description,
                }),
              },
            }
          : {
              type: 'button_reply',
              button_reply: { id: input.payload ?? '', title: input.text ?? '' },
            };
        if (context) message.context = context;
        break;
      case 'image':
      case 'document': {
        // The person's file as Meta reports it (messages webhook reference): a media id to
        // download, its type and hash (base64 of the SHA-256, as Meta's webhooks carry it), the
        // caption, and a document's file name.
        const media = this.media.add({ phoneNumberId: phone.id, ...file! });
        const common = {
          ...(input.text !== undefined && { caption: input.text }),
          mime_type: media.mimeType,
          sha256: sha256Base64(media.bytes),
          id: media.id,
        };
        if (input.type === 'image') message.image = common;
        else message.document = { ...common, filename: media.filename! };
        if (context) message.context = context;
        break;
      }
      case 'reaction':
        message.reaction = { message_id: input.messageId!, emoji: input.emoji ?? '\u{1F44D}' };
        break;
    }
    const text = message.reaction?.emoji ?? input.text;
    const media = message.image ?? message.document;
    this.received.add({
      id: message.id,
      phoneNumberId: phone.id,
      from,
      type: input.type,
      at: now,
      ...(text !== undefined && { text }),
      ...(media && { mediaId: media.id }),
    });
    this.messagesWebhook(phone, {
      contacts: [{ profile: { name: input.name ?? `Recipient ${from.slice(-4)}` }, wa_id: from }],
      messages: [message],
    });
    return message;
  }

  // ---- Graph API ----

  /**
   * The caller's token, from the `Authorization` header (`Bearer` or `OAuth`) or the
   * `access_token` query parameter, which Graph takes as well
   * (https://developers.facebook.com/docs/graph-api/overview, "Access Tokens").
   */
  authorize(authorization: string | undefined, accessToken?: string): Set<string> {
    const token =
      /^(?:Bearer|OAuth)\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? (accessToken || undefined);
    const wabas = token ? this.tokens.get(token) : undefined;
    if (!wabas) {
      throw graphError(
        190,
        token ? 'Invalid OAuth access token - Cannot parse access token' : 'No access token',
      );
    }
    return wabas;
  }

  /**
   * The code for a business token
   * (https://developers.facebook.com/documentation/business-messaging/whatsapp/embedded-signup/implementation):
   * a wrong secret is code 1 "Error validating client secret.", a code spent before 100/36009
   * "This authorization code has been used.", an unknown one 100/36007 (shared doc, "Graph errors").
   */
  exchangeCode(query: Record<string, string | undefined>) {
    const oauth = (message: string, subcode?: number) =>
      invalidParameter(message, { message, subcode, noErrorData: true });
    if (query.client_id !== this.options.appId) {
      throw oauth('Error validating application. Invalid application ID.', 101);
    }
    if (query.client_secret !== this.options.appSecret) {
      const message = 'Error validating client secret.';
      throw graphError(1, message, { message, httpStatus: 400, noErrorData: true });
    }
    if (query.code && this.usedCodes.has(query.code)) {
      throw oauth('This authorization code has been used.', 36009);
    }
    const grant = query.code ? this.codes.get(query.code) : undefined;
    if (!grant) throw oauth('Invalid verification code format.', 36007);
    this.codes.delete(query.code!);
    this.usedCodes.add(query.code!);
    return { access_token: this.issueToken(grant.wabaId), token_type: 'bearer' };
  }

  /**
   * `GET /debug_token?input_token=…`
   * (https://developers.facebook.com/docs/graph-api/reference/debug_token): asked with the app
   * token `{app-id}|{app-secret}` or a business token; an unknown input token is answered
   * `is_valid: false`, as Meta does.
   */
  debugToken(authorization: string | undefined, accessToken: string | undefined, input?: string) {
    const caller = /^(?:Bearer|OAuth)\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? accessToken;
    if (caller !== `${this.options.appId}|${this.options.appSecret}`) {
      this.authorize(authorization, accessToken);
    }
    if (!input) {
      throw invalidParameter('The parameter input_token is required', {
        message: '(#100) The parameter input_token is required',
        noErrorData: true,
      });
    }
    return debugTokenView(this.options.appId, input, this.tokens.get(input));
  }

  /** An upload session's bytes need the token in the header, never in the query (Meta's page). */
  authorizeUpload(authorization: string | undefined, sessionId: string): void {
    if (!sessionId.startsWith('upload:')) throw unknownObject(sessionId, 'post');
    if (!authorization) {
      throw graphError(190, 'The access token must be in the Authorization header.', {
        message: 'An active access token must be used to query information about the current user.',
        type: 'OAuthException',
      });
    }
    this.authorize(authorization);
  }

  /** A node by id; `root` (the emulator's own address) lets a media node answer its url. */
  getNode(
    grants: Set<string>,
    id: string,
    query: Record<string, string | undefined> = {},
    root?: string,
  ): Record<string, unknown> {
    const fields = query.fields;
    if (id.startsWith('upload:')) return this.uploads.status(id, query.sig);
    refuseRemovedFields(fields);
    const phone = this.phones.get(id);
    if (phone && grants.has(phone.wabaId)) return pick(this.phoneView(phone), fields);
    const waba = this.wabas.get(id);
    if (waba && grants.has(id)) return pick(this.wabaView(waba), fields);
    const template = this.templates.get(id);
    if (template && grants.has(template.wabaId)) return pick(templateView(template), fields);
    if (root !== undefined && this.media.has(id)) {
      const media = this.media.find(id, this.grantedNumber(grants), query.phone_number_id);
      return this.media.urlView(media, root);
    }
    throw unknownObject(id);
  }

  /** `DELETE /{media-id}[?phone_number_id=]` (Meta's Media API). */
  deleteMedia(grants: Set<string>, id: string, query: Record<string, string | undefined>) {
    const mayUse = this.grantedNumber(grants);
    if (!this.media.has(id)) throw unknownObject(id, 'delete');
    this.media.delete(this.media.find(id, mayUse, query.phone_number_id));
    return { success: true };
  }

  /** The bytes behind a media url (Meta's Media Download API). */
  downloadMedia(grants: Set<string>, query: Record<string, string | undefined>) {
    return this.media.download(query, this.grantedNumber(grants));
  }

  /** Whether the token may use the number's media. */
  private grantedNumber(grants: Set<string>) {
    return (phoneNumberId: string) => {
      const phone = this.phones.get(phoneNumberId);
      return phone !== undefined && grants.has(phone.wabaId);
    };
  }

  subscribe(grants: Set<string>, wabaId: string) {
    this.grantedWaba(grants, wabaId, 'post').subscribed = true;
    return { success: true };
  }

  subscribedApps(grants: Set<string>, wabaId: string) {
    const waba = this.grantedWaba(grants, wabaId);
    return {
      data: waba.subscribed
        ? [{ whatsapp_business_api_data: { id: this.options.appId, name: 'Relay' } }]
        : [],
    };
  }

  listPhoneNumbers(grants: Set<string>, wabaId: string, fields?: string) {
    this.grantedWaba(grants, wabaId);
    refuseRemovedFields(fields);
    const data = [...this.phones.values()]
      .filter((phone) => phone.wabaId === wabaId)
      .map((phone) => pick(this.phoneView(phone), fields));
    return { data, paging: cursorsOf(data.length) };
  }

  register(
    grants: Set<string>,
    phoneNumberId: string,
    body: { messaging_product?: string; pin?: string },
  ) {
    const phone = this.grantedPhone(grants, phoneNumberId, 'post');
    if (body?.messaging_product !== 'whatsapp') {
      throw invalidParameter('messaging_product must be whatsapp');
    }
    if (!/^\d{6}$/.test(body.pin ?? '')) throw invalidParameter('pin must be 6 digits');
    phone.registered = true;
    phone.status = 'CONNECTED';
    return { success: true };
  }

  createTemplate(grants: Set<string>, wabaId: string, body: Partial<TemplateDefinition>) {
    this.grantedWaba(grants, wabaId, 'post');
    for (const field of ['name', 'language', 'category'] as const) {
      if (typeof body?.[field] !== 'string' || !body[field]) {
        throw invalidParameter(`The parameter ${field} is required.`);
      }
    }
    if (!['MARKETING', 'UTILITY', 'AUTHENTICATION'].includes(body.category!)) {
      throw invalidParameter('category must be MARKETING, UTILITY or AUTHENTICATION');
    }
    if (!Array.isArray(body.components) || body.components.length === 0) {
      throw invalidParameter('The parameter components is required.');
    }
    const definition = body as TemplateDefinition;
    this.checkHeaderHandle(definition);
    const existing = [...this.templates.values()].find(
      (t) => t.wabaId === wabaId && t.name === definition.name,
    );
    if (existing?.language === definition.language) {
      throw invalidParameter(
        `Content in this language already exists for ${definition.name}`,
        2388024,
      );
    }
    const deletedAt = this.deletedNames.get(`${wabaId}/${definition.name}`);
    if (deletedAt !== undefined && this.clock.now() - deletedAt < 30 * DAY) {
      throw invalidParameter(
        `${definition.name} was deleted; the name can be used again 30 days after deletion`,
        2388023,
      );
    }
    const template: StoredTemplate = {
      id: this.random.digits(15),
      wabaId,
      name: definition.name,
      language: definition.language,
      category: definition.category,
      components: definition.components,
      status: 'PENDING',
      quality_score: { score: 'UNKNOWN' },
    };
    this.templates.set(template.id, template);
    this.later(this.options.reviewDelayMs, () => this.review(template));
    return { id: template.id, status: template.status, category: template.category };
  }

  /**
   * A media header's sample must be a handle of the Resumable Upload API
   * (https://developers.facebook.com/docs/whatsapp/business-management-api/message-templates/components#media-headers):
   * a URL or a handle this emulator did not issue is refused, as Meta refuses it.
   */
  private checkHeaderHandle(definition: TemplateDefinition): void {
    const header = definition.components.find((c) => c?.type === 'HEADER');
    if (!header || (header.format ?? 'TEXT') === 'TEXT') return;
    const handles = header.example?.header_handle;
    if (!Array.isArray(handles) || handles.length === 0) {
      throw invalidParameter('A media header needs example.header_handle.');
    }
    if (!handles.every((handle) => this.uploads.isIssued(handle))) throw invalidHeaderHandle();
  }

  listTemplates(grants: Set<string>, wabaId: string, query: Record<string, string | undefined>) {
    this.grantedWaba(grants, wabaId);
    const all = filterTemplates(
      [...this.templates.values()].filter((t) => t.wabaId === wabaId),
      query,
    );
    const limit = Math.min(Math.max(Number(query.limit) || 25, 1), 1000);
    const start = query.after ? Number(Buffer.from(query.after, 'base64').toString()) || 0 : 0;
    const page = all.slice(start, start + limit).map((t) => pick(templateView(t), query.fields));
    return { data: page, paging: cursorsOf(all.length, start, limit) };
  }

  deleteTemplate(grants: Set<string>, wabaId: string, query: Record<string, string | undefined>) {
    this.grantedWaba(grants, wabaId, 'delete');
    if (!query.name) throw invalidParameter('The parameter name is required.');
    const matches = [...this.templates.values()].filter(
      (t) =>
        t.wabaId === wabaId && t.name === query.name && (!query.hsm_id || t.id === query.hsm_id),
    );
    if (matches.length === 0) {
      throw invalidParameter(`Message template "${query.name}" not found`, 2593002);
    }
    for (const template of matches) this.templates.delete(template.id);
    const left = [...this.templates.values()].some(
      (t) => t.wabaId === wabaId && t.name === query.name,
    );
    if (!left) this.deletedNames.set(`${wabaId}/${query.name}`, this.clock.now());
    return { success: true };
  }

  uploadMedia(
    grants: Set<string>,
    phoneNumberId: string,
    fields: Record<string, string>,
    file?: { mimeType: string; data: Buffer },
  ) {
    this.grantedPhone(grants, phoneNumberId, 'post');
    if (fields.messaging_product !== 'whatsapp') {
      throw invalidParameter('messaging_product must be whatsapp');
    }
    if (!file) throw invalidParameter('The parameter file is required.');
    const allowed =
      /^(image\/(jpeg|png)|video\/(mp4|3gpp)|application\/pdf|audio\/(aac|mp4|mpeg|amr|ogg))$/;
    const mimeType = fields.type || file.mimeType;
    if (!allowed.test(mimeType)) {
      throw graphError(131053, `Unsupported media type ${mimeType}`);
    }
    return { id: this.media.add({ phoneNumberId, mimeType, bytes: file.data }).id };
  }

  send(
    grants: Set<string>,
    phoneNumberId: string,
    body: SendMessageRequest | MarkReadRequest,
  ): SendResponse | SuccessResponse {
    const phone = this.grantedPhone(grants, phoneNumberId, 'post');
    const waba = this.waba(phone.wabaId);
    if (!phone.registered) throw graphError(133010, 'The phone number is not registered');
    if (body?.messaging_product === undefined) throw messagingProductRequired();
    if (body.messaging_product !== 'whatsapp') {
      throw invalidParameter('messaging_product must be whatsapp');
    }
    if ('status' in body) return this.markRead(phone, body);
    this.takeThroughput(phone);
    const forced = phone.forcedErrors[0];
    if (forced) {
      if (--forced.count <= 0) phone.forcedErrors.shift();
      throw graphError(forced.code, `Forced by the emulator's control API`);
    }
    if (typeof body.to !== 'string' || !/^\+?\d{6,15}$/.test(body.to)) {
      throw graphError(131009, 'to must be a phone number in international format');
    }
    if (sessionTypes.has(body.type)) return this.sendSession(phone, body as SessionRequest);
    if (body.type !== 'template' || !body.template?.name || !body.template.language?.code) {
      throw graphError(131008, 'type template with template.name and template.language.code');
    }
    if (
      body.biz_opaque_callback_data !== undefined &&
      Buffer.byteLength(String(body.biz_opaque_callback_data)) > 512
    ) {
      throw graphError(131009, 'biz_opaque_callback_data is longer than 512 bytes');
    }
    const template = [...this.templates.values()].find(
      (t) =>
        t.wabaId === waba.id &&
        t.name === body.template.name &&
        t.language === body.template.language.code,
    );
    if (!template || template.status === 'PENDING' || template.status === 'REJECTED') {
      throw graphError(
        132001,
        `template name (${body.template.name}) does not exist in ${body.template.language.code}`,
      );
    }
    if (template.status === 'PAUSED') throw graphError(132015, 'The template is paused');
    if (template.status === 'DISABLED') throw graphError(132016, 'The template is disabled');
    checkTemplateParameters(template, body.template.components);
    const to = normalize(body.to);
    const behaviour = this.recipients.get(to);
    if (behaviour?.failCode && behaviour.failAtOnce) {
      throw graphError(behaviour.failCode, titleOf(behaviour.failCode));
    }
    this.pairRate.take(phone.id, to, this.clock.now());
    // Only business-initiated messages outside an open customer service window use up the
    // daily limit (https://developers.facebook.com/docs/whatsapp/messaging-limits).
    if (!this.windowOpen(phone, to)) this.countRecipient(waba, to);
    const record: SentRecord = {
      wamid: this.wamid(to),
      phoneNumberId,
      to,
      at: this.clock.now(),
      request: body,
      statuses: [],
    };
    this.sent.push(record);
    this.sentById.set(record.wamid, record);
    this.scheduleStatuses(phone, record, template.category.toLowerCase(), behaviour?.failCode);
    return {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: to }],
      messages: [{ id: record.wamid, message_status: 'accepted' }],
    };
  }

  /**
   * Mark-as-read with the optional typing indicator
   * (https://developers.facebook.com/documentation/business-messaging/whatsapp/typing-indicators/):
   * only a message this number received can be marked.
   */
  private markRead(phone: Phone, body: MarkReadRequest): SuccessResponse {
    if (body.status !== 'read') throw invalidParameter('status must be read');
    if (typeof body.message_id !== 'string' || !body.message_id) {
      throw invalidParameter('The parameter message_id is required.', {
        message: '(#100) The parameter message_id is required.',
      });
    }
    const received = this.received.get(body.message_id);
    if (received?.phoneNumberId !== phone.id) {
      throw invalidParameter(`Invalid message_id: ${body.message_id}`);
    }
    const indicator = body.typing_indicator;
    if (indicator !== undefined && indicator?.type !== 'text') {
      throw invalidParameter('typing_indicator.type must be text');
    }
    this.received.markRead(received, this.clock.now());
    return { success: true };
  }

  /**
   * A session message (text, reply buttons, list, image, reaction): only inside the service
   * window; no messaging limit.
   */
  private sendSession(phone: Phone, body: SessionRequest): SendResponse {
    checkSessionMessage(body);
    if (body.type === 'image' && body.image.id !== undefined) {
      if (!this.media.has(body.image.id, phone.id)) {
        throw graphError(131009, `image.id ${body.image.id} is not a media of this number`);
      }
    }
    const to = normalize(body.to);
    if (!this.windowOpen(phone, to)) {
      throw graphError(
        131047,
        'More than 24 hours have passed since the recipient last replied to the sender number.',
      );
    }
    const behaviour = this.recipients.get(to);
    if (behaviour?.failCode && behaviour.failAtOnce) {
      throw graphError(behaviour.failCode, titleOf(behaviour.failCode));
    }
    this.pairRate.take(phone.id, to, this.clock.now());
    const record: SentRecord = {
      wamid: this.wamid(to),
      phoneNumberId: phone.id,
      to,
      at: this.clock.now(),
      request: body,
      statuses: [],
    };
    this.sent.push(record);
    this.sentById.set(record.wamid, record);
    if (body.type === 'reaction') {
      this.scheduleReactionStatus(phone, record, body.reaction.message_id, behaviour?.failCode);
    } else {
      this.scheduleStatuses(phone, record, 'service', behaviour?.failCode);
    }
    return {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: to }],
      messages: [{ id: record.wamid }],
    };
  }

  // ---- behaviour ----

  /** Whether the person wrote to the number within the last 24 hours. */
  private windowOpen(phone: Phone, to: string): boolean {
    const lastWrote = this.lastInbound.get(`${phone.id}:${to}`);
    return lastWrote !== undefined && lastWrote >= this.clock.now() - serviceWindowMs;
  }

  private refill(phone: Phone): void {
    const now = performance.now();
    phone.tokens = Math.min(
      phone.throughput,
      phone.tokens + ((now - phone.refilledAt) / 1000) * phone.throughput,
    );
    phone.refilledAt = now;
  }

  /**
   * Throughput counts inbound and outbound messages
   * (https://developers.facebook.com/docs/whatsapp/throughput): a person's message takes a slot
   * too, never refused, but the number's next sends find fewer.
   */
  private takeInboundThroughput(phone: Phone): void {
    this.refill(phone);
    phone.tokens = Math.max(0, phone.tokens - 1);
  }

  private takeThroughput(phone: Phone): void {
    this.refill(phone);
    if (phone.tokens < 1) {
      throw graphError(
        130429,
        `Message failed to send because there were too many messages sent from this phone number in a short period of time (${phone.throughput} per second)`,
      );
    }
    phone.tokens -= 1;
  }

  private countRecipient(waba: Waba, to: string): void {
    const now = this.clock.now();
    for (const [recipient, at] of waba.recipients) {
      if (at > now - DAY) break;
      waba.recipients.delete(recipient);
    }
    if (!waba.recipients.has(to) && waba.recipients.size >= waba.messagingLimit) {
      // Reaching the messaging limit: answered as the spam rate limit (the code is our choice).
      throw graphError(
        131048,
        `Messaging limit reached: ${waba.messagingLimit} unique recipients in 24 hours`,
      );
    }
    waba.recipients.delete(to);
    waba.recipients.set(to, now);
  }

  /**
   * A reaction gets only a `sent` webhook; one on a message that is not the person's (unknown,
   * older than 30 days, another's) fails with a 131009 webhook
   * (https://developers.facebook.com/documentation/business-messaging/whatsapp/messages/reaction-messages).
   */
  private scheduleReactionStatus(
    phone: Phone,
    record: SentRecord,
    reactedTo: string,
    failCode?: number,
  ) {
    const target = this.received.get(reactedTo);
    const known = target?.phoneNumberId === phone.id && target.from === record.to;
    this.scheduleStatuses(phone, record, 'service', failCode ?? (known ? undefined : 131009), true);
  }

  private scheduleStatuses(
    phone: Phone,
    record: SentRecord,
    category: string,
    failCode?: number,
    sentOnly = false,
  ) {
    const f = this.options.statusDelayFactor;
    const r = this.random;
    const status = (value: MessageStatus['status'], failCode?: number): MessageStatus =>
      statusPayload({
        wamid: record.wamid,
        to: record.to,
        bizOpaqueCallbackData: record.request.biz_opaque_callback_data,
        category,
        status: value,
        failCode,
        at: this.clock.now(),
      });
    const emit = (at: number, make: () => MessageStatus) =>
      this.later(at, () => {
        const value = make();
        record.statuses.push(value.status);
        this.messagesWebhook(phone, { statuses: [value] });
        if (r.chance(this.options.duplicateRate)) {
          this.later(r.int(0, 500) * f, () => this.messagesWebhook(phone, { statuses: [value] }));
        }
      });
    if (failCode) {
      emit(r.int(100, 500) * f, () => status('failed', failCode));
      return;
    }
    const sentAt = r.int(100, 500) * f;
    emit(sentAt, () => status('sent'));
    if (sentOnly) return;
    if (r.chance(this.options.failureRate)) {
      emit(sentAt + r.int(500, 3000) * f, () => status('failed', 131049));
      return;
    }
    let deliveredAt = sentAt + r.int(500, 3000) * f;
    const read = r.chance(this.options.readRate);
    let readAt = deliveredAt + r.int(2000, 30_000) * f;
    if (read && r.chance(this.options.reorderRate)) [deliveredAt, readAt] = [readAt, deliveredAt];
    emit(deliveredAt, () => status('delivered'));
    if (read) emit(readAt, () => status('read'));
  }

  private review(template: StoredTemplate): void {
    if (!this.templates.has(template.id) || template.status !== 'PENDING') return;
    const verdict = reviewTemplate(template);
    if (verdict.approved) {
      template.status = 'APPROVED';
      this.templateWebhook(template, 'APPROVED', 'NONE');
    } else {
      template.status = 'REJECTED';
      template.rejected_reason = verdict.reason;
      // An INVALID_FORMAT rejection explains itself in rejection_info, not other_info
      // (https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/message_template_status_update).
      this.templateWebhook(template, 'REJECTED', verdict.reason, {
        rejection_info: {
          reason: verdict.description,
          recommendation: 'Change the template so that it follows this rule, then submit it again.',
        },
      });
    }
  }

  private templateWebhook(
    template: StoredTemplate,
    event: string,
    reason: string,
    extra: Pick<TemplateStatusValue, 'other_info' | 'disable_info' | 'rejection_info'> = {},
  ): void {
    const waba = this.waba(template.wabaId);
    if (!waba.subscribed || !this.options.webhookUrl) return;
    this.webhooks.send(
      this.envelope(waba.id, {
        field: 'message_template_status_update',
        value: {
          event,
          message_template_id: Number(template.id),
          message_template_name: template.name,
          message_template_language: template.language,
          reason,
          message_template_category: template.category,
          ...extra,
        },
      }),
    );
  }

  private messagesWebhook(
    phone: Phone,
    value: {
      statuses?: MessageStatus[];
      contacts?: { profile: { name: string }; wa_id: string }[];
      messages?: InboundMessage[];
    },
  ): void {
    const waba = this.waba(phone.wabaId);
    if (!waba.subscribed || !this.options.webhookUrl) return;
    this.webhooks.send(
      this.envelope(waba.id, {
        field: 'messages',
        value: {
          messaging_product: 'whatsapp',
          metadata: { display_phone_number: normalize(phone.display), phone_number_id: phone.id },
          ...value,
        },
      }),
    );
  }

  /** Meta's envelope, its time on the emulator's clock. */
  private envelope(wabaId: string, change: WebhookChange): WebhookEnvelope {
    return envelopeOf(wabaId, change, this.clock.now());
  }

  private wamid(to: string): string {
    const inner = `\u0018\u000b${to}\u0015\u0002\u0000\u0011\u0018\u0012${this.random.hex(20)}\u0000`;
    return `wamid.${Buffer.from(`HBgL${inner}`).toString('base64')}`;
  }

  private phoneView(phone: Phone): PhoneNumber {
    const limit = phone.messagingLimit ?? this.waba(phone.wabaId).messagingLimit;
    return {
      id: phone.id,
      display_phone_number: phone.display,
      verified_name: phone.verifiedName,
      quality_rating: phone.quality,
      code_verification_status: 'VERIFIED',
      name_status: phone.nameStatus,
      status: phone.registered ? phone.status : 'PENDING',
      platform_type: phone.registered ? 'CLOUD_API' : 'NOT_APPLICABLE',
      throughput: { level: phone.throughput >= 1000 ? 'HIGH' : 'STANDARD' },
      account_mode: 'LIVE',
      whatsapp_business_manager_messaging_limit: tierOf(limit),
    };
  }

  private wabaView(waba: Waba) {
    return {
      id: waba.id,
      name: waba.name,
      currency: 'EUR',
      timezone_id: '1',
      message_template_namespace: waba.namespace,
      account_review_status: 'APPROVED',
      business_verification_status: waba.verificationStatus,
      owner_business_info: { id: waba.businessId, name: waba.name },
    };
  }

  waba(id: string): Waba {
    const waba = this.wabas.get(id);
    if (!waba) throw unknownObject(id);
    return waba;
  }

  phone(id: string): Phone {
    const phone = this.phones.get(id);
    if (!phone) throw unknownObject(id);
    return phone;
  }

  sentMessage(wamid: string): SentRecord | undefined {
    return this.sentById.get(wamid);
  }

  private grantedWaba(grants: Set<string>, id: string, method: Method = 'get'): Waba {
    if (!grants.has(id)) throw unknownObject(id, method);
    return this.waba(id);
  }

  private grantedPhone(grants: Set<string>, id: string, method: Method = 'get'): Phone {
    const phone = this.phones.get(id);
    if (!phone || !grants.has(phone.wabaId)) throw unknownObject(id, method);
    return phone;
  }
}

/**
 * `messaging_limit_tier` is deprecated (https://developers.facebook.com/docs/whatsapp/messaging-limits);
 * the emulator answers as Graph does for a field that no longer exists, so a client still asking
 * for it fails here before it fails at Meta.
 */
function refuseRemovedFields(fields: string | undefined): void {
  if (!fields?.split(',').some((f) => f.trim() === 'messaging_limit_tier')) return;
  throw invalidParameter('messaging_limit_tier was removed', {
    message:
      '(#100) Tried accessing nonexisting field (messaging_limit_tier) on node type (WhatsAppBusinessPhoneNumber)',
    noErrorData: true,
  });
}

const normalize = (phone: string) => phone.replace(/\D/g, '');

function pick(view: object, fields: string | undefined): Record<string, unknown> {
  const all = view as Record<string, unknown>;
  if (!fields) return all;
  const wanted = new Set(['id', ...fields.split(',').map((f) => f.trim().replace(/\{.*$/, ''))]);
  return Object.fromEntries(Object.entries(all).filter(([key]) => wanted.has(key)));
}

function cursorsOf(total: number, start = 0, limit = total) {
  const encode = (n: number) => Buffer.from(String(n)).toString('base64');
  return {
    cursors: { before: encode(start), after: encode(start + limit) },
    ...(start + limit < total && { next: undefined as string | undefined }),
  };
}
