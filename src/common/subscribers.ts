/**
 * Subscribers, recipient groups (profiles), fields, cultures and text components (spec section 3):
 * the shapes of their calls, shared by the SPA and the server.
 */

/** Double opt-in status of a subscriber. */
export const doiStatuses = ['unknown', 'pending', 'confirmed', 'optedOut'] as const;
export type DoiStatus = (typeof doiStatuses)[number];

/** The standard fields a pick result can carry (spec: fields firstname, lastname, email, telnr). */
export const standardFields = ['firstname', 'lastname', 'email', 'telnr'] as const;
export type StandardField = (typeof standardFields)[number];

/** Subscriber pick result (AutoComplete, GetSubscriber, GetNextSubscriber). */
export interface SubscriberPick {
  uniqueId: string;
  checkValue: string;
  fields: Record<string, string | null>;
}

/** `GET /SubscriberAPI/AutoComplete`. */
export interface AutoCompleteResult {
  subscribers: SubscriberPick[];
  hasMoreRecords: boolean;
}

/** `GET /SubscriberAPI/AutoComplete/GetNextSubscriber`. */
export interface NextSubscriberResult {
  subscriberData: SubscriberPick | null;
  index: number;
}

/** `GET /AccountApi/AccountApi/GetTestSubscriber`: null values when the account has none. */
export interface TestSubscriber {
  testSubscriberId: string | null;
  testSubscriberCheck: string | null;
}

/** A subscriber as the subscriber screen lists and edits it. */
export interface Subscriber {
  uniqueId: string;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  /** E.164 (`+4915112345678`); an old number that is not valid is kept as it was entered. */
  telnr: string | null;
  telnrValid: boolean;
  culture: string;
  doiStatus: DoiStatus;
  deactivated: boolean;
  customFields: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}

/** `GET /SubscriberAPI/Subscribers`: one page of the list. */
export interface SubscriberPage {
  subscribers: Subscriber[];
  /** All matches; with a search text counted up to {@link subscriberListLimits.countCap}. */
  total: number;
  /** False when `total` stopped at the cap. */
  totalExact: boolean;
  /** Pass as `after` for the page that follows (a seek by key); null on the last page. */
  nextAfter: string | null;
}

/** The body of creating or changing a subscriber. */
export interface SubscriberInput {
  firstname?: string;
  lastname?: string;
  email?: string;
  telnr?: string;
  culture: string;
  doiStatus: DoiStatus;
  customFields?: Record<string, string>;
}

export const subscriberListLimits = { take: 200, countCap: 10000 } as const;

/** Subscriber profile (static group). */
export interface SubscriberProfile {
  uniqueId: string;
  name: string;
  isSystem: boolean;
  subscriberCount: number;
}

/** `GET /SubscriberGroupsApi/SubscriberGroupsApi/Get`. */
export interface SubscriberGroups {
  profiles: SubscriberProfile[];
  allSubscribersProfileId: string;
}

/** A culture (language) a subscriber or newsletter can have. */
export interface Culture {
  id: string;
  name: string;
}

/** `GET /API/Culture/GetAvailableCultures`. */
export interface AvailableCultures {
  cultures: Culture[];
  defaultCultureId: string;
}

export const cultures: readonly Culture[] = [
  { id: 'de-DE', name: 'Deutsch (Deutschland)' },
  { id: 'de-AT', name: 'Deutsch (Österreich)' },
  { id: 'de-CH', name: 'Deutsch (Schweiz)' },
  { id: 'en-GB', name: 'English (United Kingdom)' },
  { id: 'en-US', name: 'English (United States)' },
  { id: 'fr-FR', name: 'Français (France)' },
  { id: 'it-IT', name: 'Italiano (Italia)' },
  { id: 'es-ES', name: 'Español (España)' },
  { id: 'nl-NL', name: 'Nederlands (Nederland)' },
  { id: 'pl-PL', name: 'Polski (Polska)' },
  { id: 'tr-TR', name: 'Türkçe (Türkiye)' },
];
export const defaultCultureId = 'de-DE';

export function isCulture(id: string): boolean {
  return cultures.some((culture) => culture.id === id);
}

/** Types of a subscriber field. */
export type SubscriberFieldType = 'text' | 'number' | 'date';

/** A field of the account's subscribers: a standard one or a custom one the account defined. */
export interface SubscriberField {
  name: string;
  label: string;
  type: SubscriberFieldType;
  isCustom: boolean;
}

/** A text component (spec section 3), a reusable text for placeholders. */
export interface TextComponent {
  id: number;
  friendlyName: string;
  content: string;
  multiLine: boolean;
}

/** Where an import's CSV column goes: a standard field, a custom field's name, or nowhere. */
export const importTargets = ['firstname', 'lastname', 'email', 'telnr', 'culture'] as const;

/** `POST /SubscriberAPI/Imports`: the uploaded file's columns and first rows. */
export interface ImportUploaded {
  importId: number;
  headers: string[];
  preview: string[][];
}

/** The body of `POST /SubscriberAPI/Imports/{id}/start`: column index → target field. */
export interface ImportMapping {
  columns: { index: number; field: string }[];
}

export const importStates = ['uploaded', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof importStates)[number];

/** Why a row of an import was rejected. */
export const importRejectReasons = [
  'missingContact',
  'invalidPhone',
  'invalidEmail',
  'invalidCulture',
  'tooLong',
  'duplicateInFile',
  'duplicateExisting',
] as const;
export type ImportRejectReason = (typeof importRejectReasons)[number];

/** `GET /SubscriberAPI/Imports/{id}`: progress and outcome. */
export interface ImportProgress {
  importId: number;
  state: ImportState;
  fileName: string;
  totalRows: number;
  rowsDone: number;
  imported: number;
  rejected: number;
  /** Why the whole import failed (a broken file); nothing was stored then. */
  errorKey: string | null;
}

export interface ImportRejection {
  /** The row's line in the file, the header being line 1. */
  line: number;
  reason: ImportRejectReason;
  /** The column's field the reason is about (telnr, email, culture, ...). */
  field: string | null;
  /** The row as it was in the file. */
  values: string[];
}

export interface ImportRejectionPage {
  rejections: ImportRejection[];
  total: number;
}
