/**
 * The Graph API's request and response shapes for the operations Relay uses, as
 * `docs/whatsapp-cloud-api.md` records them. The client and the emulator both follow them.
 */

export interface GraphErrorBody {
  error: {
    message: string;
    type: string;
    code: number;
    error_subcode?: number;
    error_user_title?: string;
    error_user_msg?: string;
    error_data?: { messaging_product: 'whatsapp'; details: string };
    fbtrace_id: string;
  };
}

export interface GraphPaging {
  cursors: { before: string; after: string };
  next?: string;
}

export interface GraphList<T> {
  data: T[];
  paging?: GraphPaging;
}

export interface AccessTokenResponse {
  access_token: string;
  token_type: string;
  expires_in?: number;
}

export type QualityRating = 'GREEN' | 'YELLOW' | 'RED' | 'UNKNOWN';
export type ThroughputLevel = 'STANDARD' | 'HIGH' | 'NOT_APPLICABLE';

export interface PhoneNumber {
  id: string;
  display_phone_number: string;
  verified_name: string;
  quality_rating: QualityRating;
  code_verification_status: 'VERIFIED' | 'NOT_VERIFIED' | 'EXPIRED';
  /** APPROVED, AVAILABLE_WITHOUT_REVIEW, DECLINED, EXPIRED, PENDING_REVIEW, NONE */
  name_status: string;
  /** CONNECTED, PENDING, DISCONNECTED, FLAGGED, RESTRICTED, BANNED, DELETED, MIGRATED, … */
  status: string;
  platform_type: 'CLOUD_API' | 'ON_PREMISE' | 'NOT_APPLICABLE';
  throughput: { level: ThroughputLevel };
  account_mode: 'LIVE' | 'SANDBOX';
  /**
   * The business portfolio's daily messaging limit: TIER_250, TIER_2K, TIER_10K, TIER_100K,
   * TIER_UNLIMITED (https://developers.facebook.com/docs/whatsapp/messaging-limits). Replaces the
   * deprecated `messaging_limit_tier`.
   */
  whatsapp_business_manager_messaging_limit?: string;
}

/** A WhatsApp business account node (`GET /{waba-id}?fields=...`). */
export interface BusinessAccount {
  id: string;
  name: string;
  /** expired, failed, ineligible, not_verified, pending, pending_need_more_info, pending_submission, rejected, revoked, verified */
  business_verification_status?: string;
  account_review_status?: string;
}

export type TemplateCategory = 'MARKETING' | 'UTILITY' | 'AUTHENTICATION';
export type TemplateStatus =
  'APPROVED' | 'PENDING' | 'REJECTED' | 'PAUSED' | 'DISABLED' | 'IN_APPEAL' | 'PENDING_DELETION';

export interface TemplateButton {
  type: 'QUICK_REPLY' | 'URL' | 'PHONE_NUMBER';
  text: string;
  url?: string;
  phone_number?: string;
  example?: string[];
}

export interface TemplateComponent {
  type: 'HEADER' | 'BODY' | 'FOOTER' | 'BUTTONS';
  format?: 'TEXT' | 'IMAGE' | 'VIDEO' | 'DOCUMENT';
  text?: string;
  example?: { body_text?: string[][]; header_text?: string[]; header_handle?: string[] };
  buttons?: TemplateButton[];
}

export interface TemplateDefinition {
  name: string;
  language: string;
  category: TemplateCategory;
  components: TemplateComponent[];
}

export interface CreateTemplateResponse {
  id: string;
  status: TemplateStatus;
  category: TemplateCategory;
}

export interface Template extends TemplateDefinition {
  id: string;
  status: TemplateStatus;
  rejected_reason?: string;
  quality_score?: { score: QualityRating };
}

export type SendParameter =
  | { type: 'text'; text: string }
  | { type: 'image'; image: { link?: string; id?: string } }
  | { type: 'video'; video: { link?: string; id?: string } }
  | { type: 'document'; document: { link?: string; id?: string; filename?: string } }
  | { type: 'payload'; payload: string };

export interface SendComponent {
  type: 'header' | 'body' | 'button';
  sub_type?: 'quick_reply' | 'url';
  index?: string | number;
  parameters: SendParameter[];
}

export interface SendTemplateRequest {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  to: string;
  type: 'template';
  template: { name: string; language: { code: string }; components?: SendComponent[] };
  biz_opaque_callback_data?: string;
}

/** A free-form text message; only inside the 24 h window a person's message opened. */
export interface SendTextRequest {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  to: string;
  type: 'text';
  text: { body: string; preview_url?: boolean };
  /** The person's message this one answers (shown quoted). */
  context?: { message_id: string };
  biz_opaque_callback_data?: string;
}

/** Up to 3 reply buttons (title at most 20 characters, id at most 256); also window-only. */
export interface SendInteractiveButtonsRequest {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  to: string;
  type: 'interactive';
  interactive: {
    type: 'button';
    body: { text: string };
    footer?: { text: string };
    action: { buttons: { type: 'reply'; reply: { id: string; title: string } }[] };
  };
  context?: { message_id: string };
  biz_opaque_callback_data?: string;
}

/**
 * A list the person opens by its button: up to 10 sections with 10 rows in all
 * (https://developers.facebook.com/documentation/business-messaging/whatsapp/messages/interactive-list-messages).
 */
export interface SendInteractiveListRequest {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  to: string;
  type: 'interactive';
  interactive: {
    type: 'list';
    header?: { type: 'text'; text: string };
    body: { text: string };
    footer?: { text: string };
    action: {
      button: string;
      sections: {
        title?: string;
        rows: { id: string; title: string; description?: string }[];
      }[];
    };
  };
  context?: { message_id: string };
  biz_opaque_callback_data?: string;
}

/**
 * An image by uploaded media id or by link, with an optional caption of at most 1024 characters
 * (https://developers.facebook.com/documentation/business-messaging/whatsapp/messages/image-messages).
 */
export interface SendImageRequest {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  to: string;
  type: 'image';
  image: { id?: string; link?: string; caption?: string };
  context?: { message_id: string };
  biz_opaque_callback_data?: string;
}

/**
 * An emoji on a message the person sent; an empty emoji removes it
 * (https://developers.facebook.com/documentation/business-messaging/whatsapp/messages/reaction-messages).
 */
export interface SendReactionRequest {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  to: string;
  type: 'reaction';
  reaction: { message_id: string; emoji: string };
  biz_opaque_callback_data?: string;
}

export type SendMessageRequest =
  | SendTemplateRequest
  | SendTextRequest
  | SendInteractiveButtonsRequest
  | SendInteractiveListRequest
  | SendImageRequest
  | SendReactionRequest;

/**
 * Marks a received message (and the ones before it) read, optionally showing the typing
 * indicator for up to 25 s; answered `{success: true}`
 * (https://developers.facebook.com/documentation/business-messaging/whatsapp/typing-indicators/).
 */
export interface MarkReadRequest {
  messaging_product: 'whatsapp';
  status: 'read';
  message_id: string;
  typing_indicator?: { type: 'text' };
}

export interface SendResponse {
  messaging_product: 'whatsapp';
  contacts: { input: string; wa_id: string }[];
  messages: { id: string; message_status?: string }[];
}

export interface SuccessResponse {
  success: boolean;
}

export interface MediaUploadResponse {
  id: string;
}

/** `POST /{app-id}/uploads` (https://developers.facebook.com/docs/graph-api/guides/upload). */
export interface ResumableUploadSession {
  /** `upload:<session id>`, sometimes with `?sig=…`. */
  id: string;
}

/** `GET /{upload-session-id}`: how many bytes Meta holds of an interrupted upload. */
export interface ResumableUploadStatus {
  id: string;
  file_offset: number | string;
}

// ---- webhooks ----

export interface WebhookEnvelope {
  object: 'whatsapp_business_account';
  /** `time`: when Meta triggered it (seconds), on the account-level fields; none on messages. */
  entry: { id: string; time?: number; changes: WebhookChange[] }[];
}

export type WebhookChange =
  | { field: 'messages'; value: MessagesValue }
  | { field: 'message_template_status_update'; value: TemplateStatusValue }
  | { field: 'message_template_quality_update'; value: Record<string, unknown> }
  | { field: 'phone_number_quality_update'; value: Record<string, unknown> }
  | { field: 'business_capability_update'; value: Record<string, unknown> };

export interface StatusError {
  code: number;
  title: string;
  message: string;
  error_data: { details: string };
  /** Where Meta's error codes are documented (the errors webhook reference). */
  href?: string;
}

export interface MessageStatus {
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  timestamp: string;
  recipient_id: string;
  biz_opaque_callback_data?: string;
  pricing?: { billable: boolean; pricing_model: string; type: string; category: string };
  errors?: StatusError[];
}

export interface InboundMessage {
  from: string;
  id: string;
  timestamp: string;
  type:
    | 'text'
    | 'button'
    | 'interactive'
    | 'reaction'
    | 'image'
    | 'audio'
    | 'video'
    | 'document'
    | 'sticker'
    | 'location'
    | 'contacts'
    | 'system'
    | 'unsupported';
  context?: { from: string; id: string };
  text?: { body: string };
  button?: { text: string; payload: string };
  interactive?:
    | { type: 'button_reply'; button_reply: { id: string; title: string } }
    | { type: 'list_reply'; list_reply: { id: string; title: string; description?: string } };
  reaction?: { message_id: string; emoji: string };
  image?: InboundMedia;
  // https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages
  video?: InboundMedia;
  audio?: InboundMedia;
  sticker?: InboundMedia;
  document?: InboundMedia & { filename?: string };
  location?: { latitude: number; longitude: number; name?: string; address?: string };
  contacts?: { name?: { formatted_name?: string }; phones?: { phone?: string }[] }[];
  errors?: { code: number; title?: string }[];
}

/** A media object of a person's message: its id is downloaded with GET /{media-id}. */
export interface InboundMedia {
  caption?: string;
  mime_type: string;
  sha256: string;
  id: string;
}

/**
 * GET /{media-id}: where to download a media object (the url needs the business token and
 * lives five minutes; https://developers.facebook.com/docs/whatsapp/cloud-api/reference/media).
 */
export interface MediaUrl {
  messaging_product: 'whatsapp';
  url: string;
  mime_type: string;
  sha256: string;
  file_size: number;
  id: string;
}

export interface MessagesValue {
  messaging_product: 'whatsapp';
  metadata: { display_phone_number: string; phone_number_id: string };
  statuses?: MessageStatus[];
  contacts?: { profile: { name: string }; wa_id: string }[];
  messages?: InboundMessage[];
}

export interface TemplateStatusValue {
  event: string;
  message_template_id: number | string;
  message_template_name: string;
  message_template_language: string;
  reason: string | null;
  message_template_category?: string;
  /** PAUSED, UNPAUSE (with APPROVED), LOCKED/UNLOCKED. */
  other_info?: { title: string; description: string };
  /** REJECTED with reason INVALID_FORMAT: what is wrong and what to change. */
  rejection_info?: { reason: string; recommendation: string };
  /** DISABLED: since when, Unix seconds (Meta's reference says integer; a string is read too). */
  disable_info?: { disable_date: number | string };
}
