/**
 * The Graph API client: the only code in the server that speaks to Meta (or the bundled
 * emulator). One typed function per operation; every failure is a CloudApiError classified by
 * its code; every call has a timeout.
 */
import { CloudApiError, isGraphErrorBody } from './errors';
import { httpTransport, TransportError, type Transport } from './transport';
import type {
  AccessTokenResponse,
  BusinessAccount,
  CreateTemplateResponse,
  GraphList,
  MarkReadRequest,
  MediaUploadResponse,
  MediaUrl,
  PhoneNumber,
  ResumableUploadSession,
  ResumableUploadStatus,
  SendComponent,
  SendInteractiveButtonsRequest,
  SendMessageRequest,
  SendResponse,
  SendTextRequest,
  SuccessResponse,
  Template,
  TemplateDefinition,
} from './graphTypes';

export interface CloudApiOptions {
  /** `https://graph.facebook.com`, or the emulator's address. */
  graphUrl: string;
  /** `v23.0` */
  apiVersion: string;
  appId: string;
  appSecret: string;
  timeoutMs: number;
  /** Replaceable for tests. */
  transport?: Transport;
  /** Told of every accepted message and every failed call (the server's metrics). */
  observer?: CloudApiObserver;
}

/** Who counts what the client sees; the metrics registry implements it (metrics/metrics.ts). */
export interface CloudApiObserver {
  /** A message Meta accepted (a wamid came back), per sending phone number id. */
  messageSent(phoneNumberId: string): void;
  /** A failed call: its Graph error code (-1 without a Graph error body) and kind. */
  graphError(code: number, kind: string): void;
}

const unobserved: CloudApiObserver = { messageSent: () => undefined, graphError: () => undefined };

export const phoneNumberFields = [
  'id',
  'display_phone_number',
  'verified_name',
  'quality_rating',
  'code_verification_status',
  'name_status',
  'status',
  'platform_type',
  'throughput',
  'account_mode',
  // The portfolio's daily limit; messaging_limit_tier is deprecated and would fail the request
  // once removed (https://developers.facebook.com/docs/whatsapp/messaging-limits).
  'whatsapp_business_manager_messaging_limit',
].join(',');

export const templateFields = [
  'id',
  'name',
  'language',
  'category',
  'status',
  'components',
  'rejected_reason',
  'quality_score',
].join(',');

export interface SendTemplateInput {
  /** The recipient's phone number in international format, digits only or with `+`. */
  to: string;
  name: string;
  language: string;
  components?: SendComponent[];
  /** Up to 512 bytes; Meta echoes it in every status webhook of the message. */
  bizOpaqueCallbackData?: string;
}

/** A session message (text, or text with reply buttons) answering a person's message. */
export interface SendSessionInput {
  to: string;
  body: string;
  /** Reply buttons (at most 3); none: a text message. */
  buttons?: { id: string; title: string }[];
  /** The wamid of the person's message this answers. */
  replyTo?: string;
  bizOpaqueCallbackData?: string;
}

export interface SentMessage {
  wamid: string;
  waId: string;
}

export interface MediaFile {
  data: Uint8Array;
  mimeType: string;
  filename: string;
}

type Method = 'GET' | 'POST' | 'DELETE';

/** How a call authenticates: Meta's upload sessions want `OAuth {token}`, every other call `Bearer`. */
interface CallOptions {
  isSend?: boolean;
  authScheme?: 'Bearer' | 'OAuth';
  headers?: Record<string, string>;
}

/** Upload session ids look like `upload:MTph…?sig=ARZ…`: used as they are, in the path. */
const uploadSessionPattern = /^upload:[\w\-=+:]+(\?sig=[\w\-=+]+)?$/;

export class CloudApiClient {
  private readonly base: string;
  private readonly transport: Transport;
  private readonly observer: CloudApiObserver;

  constructor(private readonly options: CloudApiOptions) {
    this.base = `${options.graphUrl.replace(/\/+$/, '')}/${options.apiVersion}`;
    this.transport = options.transport ?? httpTransport;
    this.observer = options.observer ?? unobserved;
  }

  /** Embedded signup step 3: the code from the popup for a business token. */
  async exchangeCode(code: string): Promise<{ accessToken: string }> {
    const query = new URLSearchParams({
      client_id: this.options.appId,
      client_secret: this.options.appSecret,
      code,
    });
    const body = await this.call<AccessTokenResponse>('GET', `/oauth/access_token?${query}`);
    return { accessToken: body.access_token };
  }

  /** Subscribes our app to the WABA's webhooks. */
  async subscribeApp(token: string, wabaId: string): Promise<void> {
    await this.call<SuccessResponse>('POST', `/${enc(wabaId)}/subscribed_apps`, token);
  }

  async getBusinessAccount(token: string, wabaId: string): Promise<BusinessAccount> {
    return this.call<BusinessAccount>(
      'GET',
      `/${enc(wabaId)}?fields=id,name,business_verification_status,account_review_status`,
      token,
    );
  }

  async listPhoneNumbers(token: string, wabaId: string): Promise<PhoneNumber[]> {
    return this.allPages<PhoneNumber>(
      `/${enc(wabaId)}/phone_numbers?fields=${phoneNumberFields}&limit=100`,
      token,
    );
  }

  async getPhoneNumber(token: string, phoneNumberId: string): Promise<PhoneNumber> {
    return this.call<PhoneNumber>(
      'GET',
      `/${enc(phoneNumberId)}?fields=${phoneNumberFields}`,
      token,
    );
  }

  /** Embedded signup step 5: registers the number for the Cloud API with a two-step PIN. */
  async registerPhoneNumber(token: string, phoneNumberId: string, pin: string): Promise<void> {
    await this.call<SuccessResponse>('POST', `/${enc(phoneNumberId)}/register`, token, {
      messaging_product: 'whatsapp',
      pin,
    });
  }

  async createTemplate(
    token: string,
    wabaId: string,
    template: TemplateDefinition,
  ): Promise<CreateTemplateResponse> {
    return this.call('POST', `/${enc(wabaId)}/message_templates`, token, template);
  }

  async listTemplates(
    token: string,
    wabaId: string,
    filter: { name?: string } = {},
  ): Promise<Template[]> {
    const query = new URLSearchParams({ fields: templateFields, limit: '100' });
    if (filter.name) query.set('name', filter.name);
    return this.allPages<Template>(`/${enc(wabaId)}/message_templates?${query}`, token);
  }

  /** One template by its id (`GET /{template-id}`, Meta's message template object). */
  async getTemplate(token: string, templateId: string): Promise<Template> {
    return this.call<Template>('GET', `/${enc(templateId)}?fields=${templateFields}`, token);
  }

  /** Deletes every language of `name`, or only the one template `templateId` (hsm_id). */
  async deleteTemplate(
    token: string,
    wabaId: string,
    name: string,
    templateId?: string,
  ): Promise<void> {
    const query = new URLSearchParams({ name });
    if (templateId) query.set('hsm_id', templateId);
    await this.call<SuccessResponse>('DELETE', `/${enc(wabaId)}/message_templates?${query}`, token);
  }

  async sendTemplate(
    token: string,
    phoneNumberId: string,
    input: SendTemplateInput,
  ): Promise<SentMessage> {
    return this.sendMessage(token, phoneNumberId, {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: input.to,
      type: 'template',
      template: {
        name: input.name,
        language: { code: input.language },
        ...(input.components?.length ? { components: input.components } : {}),
      },
      ...(input.bizOpaqueCallbackData !== undefined && {
        biz_opaque_callback_data: input.bizOpaqueCallbackData,
      }),
    });
  }

  /**
   * A free-form message inside the customer service window (24 h after the person's last
   * message; outside it Meta answers 131047): text, or text with reply buttons.
   */
  async sendSessionMessage(
    token: string,
    phoneNumberId: string,
    input: SendSessionInput,
  ): Promise<SentMessage> {
    const common = {
      messaging_product: 'whatsapp' as const,
      recipient_type: 'individual' as const,
      to: input.to,
      ...(input.replyTo !== undefined && { context: { message_id: input.replyTo } }),
      ...(input.bizOpaqueCallbackData !== undefined && {
        biz_opaque_callback_data: input.bizOpaqueCallbackData,
      }),
    };
    const request: SendTextRequest | SendInteractiveButtonsRequest = input.buttons?.length
      ? {
          ...common,
          type: 'interactive',
          interactive: {
            type: 'button',
            body: { text: input.body },
            action: {
              buttons: input.buttons.map((button) => ({ type: 'reply', reply: button })),
            },
          },
        }
      : { ...common, type: 'text', text: { body: input.body } };
    return this.sendMessage(token, phoneNumberId, request);
  }

  /**
   * Marks a person's message (and the ones before it) read, optionally with the typing indicator
   * (https://developers.facebook.com/documentation/business-messaging/whatsapp/typing-indicators/).
   */
  async markRead(
    token: string,
    phoneNumberId: string,
    messageId: string,
    showTyping = false,
  ): Promise<void> {
    const request: MarkReadRequest = {
      messaging_product: 'whatsapp',
      status: 'read',
      message_id: messageId,
      ...(showTyping && { typing_indicator: { type: 'text' as const } }),
    };
    await this.call<SuccessResponse>('POST', `/${enc(phoneNumberId)}/messages`, token, request);
  }

  /** Any message Meta takes (`POST /{phone-number-id}/messages`); answers its wamid. */
  async sendMessage(
    token: string,
    phoneNumberId: string,
    request: SendMessageRequest,
  ): Promise<SentMessage> {
    const body = await this.call<SendResponse>(
      'POST',
      `/${enc(phoneNumberId)}/messages`,
      token,
      request,
      { isSend: true },
    );
    const wamid = body.messages?.[0]?.id;
    if (!wamid) {
      this.observer.graphError(-1, 'invalidResponse');
      throw new CloudApiError('invalidResponse', 'The send answer names no message id', -1, 200);
    }
    this.observer.messageSent(phoneNumberId);
    return { wamid, waId: body.contacts?.[0]?.wa_id ?? request.to.replace(/^\+/, '') };
  }

  /**
   * Where to download a person's media (`GET /{media-id}`): a url that needs the business token
   * and lives five minutes (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/media#retrieve-media-url).
   */
  async getMediaUrl(token: string, mediaId: string): Promise<MediaUrl> {
    const body = await this.call<MediaUrl>('GET', `/${enc(mediaId)}`, token);
    if (typeof body.url !== 'string' || !/^https?:\/\//.test(body.url)) {
      throw new CloudApiError('invalidResponse', 'The media answer names no url', -1, 200);
    }
    return body;
  }

  /**
   * The bytes of a media url from `getMediaUrl`, fetched with the business token as Meta asks
   * (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/media#download-media).
   */
  async downloadMedia(token: string, url: string): Promise<Buffer> {
    let response: { status: number; text: string; bytes?: Buffer };
    try {
      response = await this.transport(url, {
        method: 'GET',
        headers: { authorization: `Bearer ${token}` },
        timeoutMs: this.options.timeoutMs,
      });
    } catch (error) {
      const timedOut = error instanceof TransportError && error.timedOut;
      throw new CloudApiError(
        timedOut ? 'timeout' : 'network',
        `GET ${stripQuery(url)}: ${(error as Error).message}`,
        -1,
        undefined,
      );
    }
    if (response.status < 200 || response.status >= 300) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(response.text);
      } catch {
        parsed = undefined;
      }
      if (isGraphErrorBody(parsed)) throw CloudApiError.fromBody(response.status, parsed);
      throw new CloudApiError(
        'graph',
        `GET ${stripQuery(url)} answered ${response.status}`,
        -1,
        response.status,
      );
    }
    return response.bytes ?? Buffer.from(response.text, 'utf8');
  }

  /** Uploads a file for the phone number; the id can stand in a header parameter. */
  async uploadMedia(token: string, phoneNumberId: string, file: MediaFile): Promise<string> {
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('type', file.mimeType);
    form.set('file', new Blob([new Uint8Array(file.data)], { type: file.mimeType }), file.filename);
    const body = await this.call<MediaUploadResponse>(
      'POST',
      `/${enc(phoneNumberId)}/media`,
      token,
      form,
    );
    return body.id;
  }

  /**
   * A template's media header sample through Meta's Resumable Upload API
   * (https://developers.facebook.com/docs/graph-api/guides/upload): a session on our app
   * (`POST /{app-id}/uploads?file_name&file_length&file_type`), then the bytes
   * (`POST /{upload-session-id}`, `Authorization: OAuth`, header `file_offset`). An interrupted
   * upload is resumed once from the offset Meta reports (`GET /{upload-session-id}`). Answers the
   * handle `h` that `example.header_handle` takes.
   */
  async uploadHeaderHandle(token: string, file: MediaFile): Promise<string> {
    const query = new URLSearchParams({
      file_name: file.filename,
      file_length: String(file.data.length),
      file_type: file.mimeType,
    });
    const session = await this.call<ResumableUploadSession>(
      'POST',
      `/${enc(this.options.appId)}/uploads?${query}`,
      token,
    );
    if (!uploadSessionPattern.test(session.id ?? '')) {
      throw new CloudApiError('invalidResponse', 'The upload session id is not upload:…', -1, 200);
    }
    try {
      return await this.uploadFrom(token, session.id, file.data, 0);
    } catch (error) {
      if (!(error instanceof CloudApiError) || error.kind === 'graph') throw error;
      const status = await this.call<ResumableUploadStatus>(
        'GET',
        `/${session.id}`,
        token,
        undefined,
        {
          authScheme: 'OAuth',
        },
      );
      return this.uploadFrom(token, session.id, file.data, Number(status.file_offset) || 0);
    }
  }

  private async uploadFrom(
    token: string,
    sessionId: string,
    data: Uint8Array,
    offset: number,
  ): Promise<string> {
    const body = await this.call<{ h?: string }>(
      'POST',
      `/${sessionId}`,
      token,
      data.subarray(offset),
      {
        authScheme: 'OAuth',
        headers: { file_offset: String(offset) },
      },
    );
    if (!body.h) {
      throw new CloudApiError('invalidResponse', 'The upload answered no file handle', -1, 200);
    }
    return body.h;
  }

  private async allPages<T>(path: string, token: string): Promise<T[]> {
    const items: T[] = [];
    let next: string | undefined = `${this.base}${path}`;
    for (let page = 0; next && page < 100; page++) {
      const body: GraphList<T> = await this.call('GET', next, token);
      items.push(...body.data);
      next = body.paging?.next;
    }
    return items;
  }

  /** One Graph call; every failure is counted by its code before it is thrown. */
  private async call<T>(
    method: Method,
    pathOrUrl: string,
    token?: string,
    body?: unknown,
    options: CallOptions = {},
  ): Promise<T> {
    try {
      return await this.exchange<T>(method, pathOrUrl, token, body, options);
    } catch (error) {
      if (error instanceof CloudApiError) this.observer.graphError(error.code, error.kind);
      throw error;
    }
  }

  private async exchange<T>(
    method: Method,
    pathOrUrl: string,
    token: string | undefined,
    body: unknown,
    options: CallOptions,
  ): Promise<T> {
    const isSend = options.isSend ?? false;
    const url = /^https?:/.test(pathOrUrl) ? pathOrUrl : `${this.base}${pathOrUrl}`;
    const headers: Record<string, string> = { ...options.headers };
    if (token) headers.authorization = `${options.authScheme ?? 'Bearer'} ${token}`;
    let payload: Buffer | undefined;
    if (body instanceof Uint8Array) {
      payload = Buffer.from(body);
      headers['content-type'] ??= 'application/octet-stream';
    } else if (body instanceof FormData) {
      const encoded = new Response(body);
      payload = Buffer.from(await encoded.arrayBuffer());
      headers['content-type'] = encoded.headers.get('content-type')!;
    } else if (body !== undefined) {
      payload = Buffer.from(JSON.stringify(body));
      headers['content-type'] = 'application/json';
    }
    let response: { status: number; text: string };
    try {
      response = await this.transport(url, {
        method,
        headers,
        body: payload,
        timeoutMs: this.options.timeoutMs,
      });
    } catch (error) {
      const timedOut = error instanceof TransportError && error.timedOut;
      throw new CloudApiError(
        timedOut ? 'timeout' : 'network',
        `${method} ${stripQuery(url)}: ${(error as Error).message}`,
        -1,
        undefined,
        undefined,
        isSend,
      );
    }
    const ok = response.status >= 200 && response.status < 300;
    const text = response.text;
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!ok) {
      if (isGraphErrorBody(parsed)) throw CloudApiError.fromBody(response.status, parsed);
      throw new CloudApiError(
        'graph',
        `${method} ${stripQuery(url)} answered ${response.status} without a Graph error`,
        -1,
        response.status,
      );
    }
    if (parsed === undefined) {
      throw new CloudApiError(
        'invalidResponse',
        `${method} ${stripQuery(url)} answered no JSON`,
        -1,
        response.status,
        undefined,
        isSend,
      );
    }
    return parsed as T;
  }
}

const enc = encodeURIComponent;

/** Query strings can hold the app secret and codes: never in messages or logs. */
function stripQuery(url: string): string {
  return url.replace(/\?.*$/, '');
}
