/**
 * The double opt-in process (spec sections 3, 4, 5 and 9): its fields, defaults, placeholder
 * tokens, keyword matching and chat link. Shared by the SPA (editor, chat preview) and the server
 * (validation, the live flow over webhooks).
 */

/** How a person confirms (spec: "Opt-out type: Keyword 0, Button 1"). */
export const DoiMethod = { keyword: 0, button: 1 } as const;
export type DoiMethod = (typeof DoiMethod)[keyof typeof DoiMethod];

/** The editable fields of one version of the process. */
export interface DoiSettings {
  /** Row id of the phone number (`PhoneNumberDto.id`) the process runs on; null: none chosen. */
  phoneNumberId: number | null;
  doiKeyword: string;
  optOutKeyword: string;
  clickToChatMessage: string;
  doiMessageBody: string;
  daysToWait: number;
  doiMethod: DoiMethod;
  confirmationMessage: string;
  optOutMessage: string;
  replyMessage: string;
}

/** A version as the editor shows it: the settings and their times. */
export interface DoiProcessDto extends DoiSettings {
  /** 0 while the account has no process stored yet (the defaults are shown). */
  id: number;
  modifiedOn: string | null;
  lastActivatedOn: string | null;
  /** The click-to-chat recipient number (E.164) of the chosen phone number. */
  clickToChatNumber: string | null;
}

/** `GET /WhatsAppApi/doubleOptIn/process`. */
export interface DoiProcessState {
  workVersion: DoiProcessDto;
  /** Null until the first activation. */
  activeVersion: (DoiProcessDto & { version: number }) | null;
  /** The work version differs from the active one (or was never activated): activate and reset make sense. */
  hasChanges: boolean;
  /** Keywords of every earlier active version: none may serve the opposite purpose now. */
  earlierKeywords: { doiKeywords: string[]; optOutKeywords: string[] };
  /** The wa.me link of the active version; null while nothing is active. */
  chatLink: string | null;
  /** The account's active phone numbers the process can run on. */
  phoneNumbers: { id: number; phoneNumber: string; displayName: string }[];
}

/** One finding of `GET process/{id}/validate`. */
export interface DoiIssue {
  field: keyof DoiSettings | '';
  reason: string;
  /** The error key of spec section 8 (requiredFields, identicalKeywords, …) or of the warning. */
  errorKey: string;
  params?: Record<string, string | number>;
}

/** `GET /WhatsAppApi/doubleOptIn/process/{id}/validate`. */
export interface DoiValidation {
  valid: boolean;
  errors: DoiIssue[];
  warnings: DoiIssue[];
}

/** Error keys of spec section 8 (double opt-in validation) and the editor's own refusals. */
export const doiErrorKeys = {
  requiredFields: 'requiredFields',
  identicalKeywords: 'identicalKeywords',
  keywordReuse: 'keywordReuse',
  invalidWaitTime: 'invalidWaitTime',
  unexpectedError: 'unexpectedError',
  noAccountAvailable: 'noAccountAvailable',
  /** A field too long or holding markup. */
  invalidField: 'invalidField',
  /** Activate or reset without a change since the last activation. */
  noChanges: 'noChanges',
  /** Warning: the opt-in keyword does not appear in the DOI message. */
  keywordMissing: 'keywordMissing',
} as const;

/** Limits: keywords are the reply buttons' titles (Meta: at most 20 characters). */
export const doiLimits = {
  keyword: 20,
  clickToChatMessage: 500,
  /** Interactive message body: at most 1024 characters (Meta). */
  message: 1024,
  /** Days to wait: 0 disables the expiry; at most 90 days. */
  daysToWait: { min: 0, max: 90 },
} as const;

/** Placeholders a message may hold; replaced by the version's keywords. */
export const doiPlaceholders = {
  doiKeyword: '{{doiKeyword}}',
  optOutKeyword: '{{optOutKeyword}}',
} as const;

/** The text with the keyword placeholders replaced (the chat preview and the sent messages). */
export function resolvePlaceholders(
  text: string,
  keywords: Pick<DoiSettings, 'doiKeyword' | 'optOutKeyword'>,
): string {
  return text
    .split(doiPlaceholders.doiKeyword)
    .join(keywords.doiKeyword)
    .split(doiPlaceholders.optOutKeyword)
    .join(keywords.optOutKeyword);
}

/**
 * How keywords and the click-to-chat text are compared: trimmed, inner white space collapsed,
 * case-insensitive ("  stop " and "STOP" both match "Stop").
 */
export function normalizeKeyword(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-DE');
}

export function sameKeyword(a: string, b: string): boolean {
  return normalizeKeyword(a) === normalizeKeyword(b);
}

/** Whether `text` contains `keyword` (case-insensitive), e.g. the opt-in keyword in the DOI message. */
export function containsKeyword(text: string, keyword: string): boolean {
  const wanted = normalizeKeyword(keyword);
  return wanted.length > 0 && normalizeKeyword(text).includes(wanted);
}

/** The click-to-chat link: wa.me with the number's digits and the prefilled message. */
export function chatLinkOf(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

/** Button ids of the DOI messages: the webhook of a tap carries them back. */
export const doiButtonIds = { confirm: 'relay-doi-confirm', optOut: 'relay-doi-opt-out' } as const;

const germanDefaults: Omit<DoiSettings, 'phoneNumberId'> = {
  doiKeyword: 'Anmelden',
  optOutKeyword: 'Stop',
  clickToChatMessage: 'Ich möchte den WhatsApp-Newsletter erhalten.',
  doiMessageBody:
    'Vielen Dank für Ihr Interesse! Bitte bestätigen Sie Ihre Anmeldung zum WhatsApp-Newsletter mit „{{doiKeyword}}“. Sie können sich jederzeit mit „{{optOutKeyword}}“ abmelden.',
  daysToWait: 7,
  doiMethod: DoiMethod.button,
  confirmationMessage:
    'Ihre Anmeldung ist bestätigt. Ab jetzt erhalten Sie unseren WhatsApp-Newsletter. Abmelden können Sie sich jederzeit mit „{{optOutKeyword}}“.',
  optOutMessage:
    'Sie sind abgemeldet und erhalten keinen WhatsApp-Newsletter mehr. Mit „{{doiKeyword}}“ können Sie sich wieder anmelden.',
  replyMessage:
    // Since the conversations inbox (issue 25) the team can answer; the reply says so.
    'Danke für Ihre Nachricht! Wir antworten Ihnen hier so bald wie möglich. Abmelden vom Newsletter: „{{optOutKeyword}}“.',
};

const englishDefaults: Omit<DoiSettings, 'phoneNumberId'> = {
  ...germanDefaults,
  doiKeyword: 'Subscribe',
  clickToChatMessage: 'I would like to receive the WhatsApp newsletter.',
};

/**
 * The defaults of spec section 3: German texts; the opt-in keyword "Anmelden" in the German
 * reading, "Subscribe" in the English one; the opt-out keyword "Stop".
 */
export function doiDefaults(language: 'de' | 'en', phoneNumberId: number | null): DoiSettings {
  return { ...(language === 'en' ? englishDefaults : germanDefaults), phoneNumberId };
}

export const doiSettingsKeys: readonly (keyof DoiSettings)[] = [
  'phoneNumberId',
  'doiKeyword',
  'optOutKeyword',
  'clickToChatMessage',
  'doiMessageBody',
  'daysToWait',
  'doiMethod',
  'confirmationMessage',
  'optOutMessage',
  'replyMessage',
];

/** Whether two versions hold the same settings. */
export function sameSettings(a: DoiSettings, b: DoiSettings): boolean {
  return doiSettingsKeys.every((key) => a[key] === b[key]);
}

/** A step of a subscriber's consent history. */
export const consentEvents = [
  'requested',
  'confirmed',
  'optedOut',
  'expired',
  'changedByUser',
] as const;
export type ConsentEvent = (typeof consentEvents)[number];

/** `GET /SubscriberAPI/Subscribers/{uniqueId}/consentHistory`: newest first. */
export interface ConsentHistoryEntry {
  id: number;
  event: ConsentEvent;
  /** The DOI status after the step. */
  status: 'unknown' | 'pending' | 'confirmed' | 'optedOut';
  at: string;
  /** The process version the step followed; null for changes by a user. */
  processVersion: number | null;
  /** The message of the person that caused the step (wamid): the proof, not shown as such. */
  inboundMessageId: string | null;
  /** What the person sent: a text they wrote or the title of a button they tapped. */
  inbound: { kind: 'text' | 'button'; text: string } | null;
  /** Our answer to it (wamid), once sent. */
  outboundMessageId: string | null;
  /** What we answered (the DOI, confirmation, opt-out or reply text) and its buttons. */
  answer: { text: string; buttons: string[] } | null;
  /** The user who changed the status by hand. */
  userName: string | null;
}
