/**
 * WhatsApp message templates (spec sections 3, 4, 5 and 9): enums, data shapes and the pure rules
 * both sides use (placeholders, the minimum word count, Meta's name format, the preview text).
 */

export const TemplateStatus = {
  draft: 0,
  check: 1,
  approved: 2,
  rejected: 3,
  archive: 4,
  paused: 5,
} as const;
export type TemplateStatus = (typeof TemplateStatus)[keyof typeof TemplateStatus];
export const templateStatuses = Object.values(TemplateStatus);

export const TemplateQuality = { pending: 0, high: 1, medium: 2, low: 3 } as const;
export type TemplateQuality = (typeof TemplateQuality)[keyof typeof TemplateQuality];

/** Header content kinds; the editor offers text and image. */
export const HeaderFormat = { text: 0, image: 1, video: 2, document: 3, location: 4 } as const;
export type HeaderFormat = (typeof HeaderFormat)[keyof typeof HeaderFormat];

export const ButtonType = { none: 0, quickReply: 1, phoneNumber: 2, callToAction: 3 } as const;
export type ButtonType = (typeof ButtonType)[keyof typeof ButtonType];

export const templateWarningKinds = ['Status', 'Quality', 'NoActiveDOI', 'KeywordMissing'] as const;
export type TemplateWarning = (typeof templateWarningKinds)[number];

export const templateLanguages = ['de', 'en'] as const;
export type TemplateLanguage = (typeof templateLanguages)[number];

export const templateLimits = {
  name: 100,
  /** "A text limit of 500 is used with template content" (spec section 9): description, fallbacks. */
  text: 500,
  headerText: 60,
  body: 1024,
  footer: 60,
  buttonText: 25,
  url: 2000,
  buttons: 3,
  phoneButtons: 1,
  callToActionButtons: 2,
  /** Words the body needs per placeholder (our reading of Meta's length-to-variables rule). */
  wordsPerPlaceholder: 3,
} as const;

export interface TemplateHeader {
  headerFormat: HeaderFormat;
  /** The text, or the image path without a leading /Media (`{accountId}/{assetId}.png`). */
  headerValue: string;
}

export interface PlaceholderDefault {
  placeholder: string;
  /** The fallback text used when a subscriber has no value. */
  defaultValue: string;
}

export interface TemplateButton {
  id: number;
  text: string;
  /** Quick reply: its payload (optional); phone number: E.164; call to action: the URL. */
  value: string;
  buttonType: ButtonType;
  order: number;
  /** 0: a static link (dynamic suffixes are not offered). */
  linkType: number;
  /** Of a link: `https` or `http` (http gives a warning). */
  protocolType: 'https' | 'http' | null;
  /** Of a link: the URL without its protocol. */
  linkValue: string | null;
}

export interface TemplateComponents {
  header: TemplateHeader | null;
  body: { text: string; placeholderDefaultValues: PlaceholderDefault[] };
  footer: { text: string };
  buttons: TemplateButton[];
}

/** What the editor changes. */
export interface TemplateContent {
  name: string;
  description: string;
  /** Row id of the WABA (`WhatsAppAccountDto.id`). */
  businessAccountId: number | null;
  language: TemplateLanguage;
  components: TemplateComponents;
}

export interface TemplateDto extends TemplateContent {
  id: number;
  status: TemplateStatus;
  quality: TemplateQuality;
  rejectionReason: string | null;
  approvalStartDate: string | null;
  createdAt: string;
  updatedAt: string;
  /** Null: the user was deleted ("Gelöschter Benutzer"). */
  creator: string | null;
  modifier: string | null;
  /** The name submitted to Meta (null before the first submission). */
  graphName: string | null;
}

/** `GET /WhatsAppApi/template/{id}`. */
export interface TemplateEditorState {
  template: TemplateDto;
  editable: boolean;
  /** The account's WABAs; `linked`: it has a fully linked (active, connected) phone number. */
  businessAccounts: { id: number; name: string; linked: boolean }[];
  /** Set when a header image no longer existed and was removed. */
  notice: 'headerImageRemoved' | null;
  /** The header image's name in the media database (null: no image header). */
  headerImageName: string | null;
}

export interface TemplateListEntry {
  id: number;
  name: string;
  description: string;
  language: TemplateLanguage;
  status: TemplateStatus;
  quality: TemplateQuality;
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
  creator: string | null;
  modifier: string | null;
  warnings: TemplateWarning[];
}

export const templateSortFields = ['name', 'status', 'createdAt', 'updatedAt'] as const;
export type TemplateSortField = (typeof templateSortFields)[number];

export interface TemplateListQuery {
  skip: number;
  take: number;
  sort: TemplateSortField;
  descending: boolean;
  filters: { status: TemplateStatus[]; languages: string[]; users: number[] };
  /** Minutes east of UTC of the browser, for the today/week/month groups. */
  utcOffsetMinutes: number;
}

export type TemplateGroup = 'today' | 'thisWeek' | 'thisMonth' | 'older';
export const templateGroups: TemplateGroup[] = ['today', 'thisWeek', 'thisMonth', 'older'];

const DAY = 86_400_000;

/** Starts of today, this week (Monday) and this month in the browser's time, as instants. */
export function groupBoundaries(now: Date, utcOffsetMinutes: number) {
  const local = new Date(now.getTime() + utcOffsetMinutes * 60_000);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const week = today - ((local.getUTCDay() + 6) % 7) * DAY;
  const month = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
  const instant = (localMs: number) => new Date(localMs - utcOffsetMinutes * 60_000);
  return { today: instant(today), week: instant(week), month: instant(month) };
}

/** The group of an entry dated `date`: the list's headings. */
export function templateGroupOf(
  date: string,
  bounds: ReturnType<typeof groupBoundaries>,
): TemplateGroup {
  const at = new Date(date).getTime();
  if (at >= bounds.today.getTime()) return 'today';
  if (at >= bounds.week.getTime()) return 'thisWeek';
  if (at >= bounds.month.getTime()) return 'thisMonth';
  return 'older';
}

export interface TemplateListResult {
  templates: TemplateListEntry[];
  /** Entries per group over the whole filtered list, by the sort's date (modification date). */
  templatesGroupCount: Record<TemplateGroup, number>;
  totalCount: number;
}

export interface TemplateFilters {
  users: { id: number; name: string | null }[];
  languages: string[];
  status: TemplateStatus[];
}

/** Error keys of spec section 8. */
export const templateErrorKeys = {
  notEditable: 'templateNotEditable',
  nameDuplicate: 'nameDuplicate',
  deleteUsedInNewsletters: 'templateDeleteUsedInNewsletters',
  deleteApprovalPending: 'templateDeleteApprovalPending',
  archiveApprovalPending: 'templateArchiveApprovalPending',
  archiveInActiveSends: 'templateArchiveInActiveSends',
  noAccountAvailable: 'templateNoAccountAvailable',
  noLinkedPhoneNumber: 'templateNoLinkedPhoneNumber',
  approvalInvalidName: 'approvalInvalidName',
  approvalInvalidPhoneNumber: 'approvalInvalidPhoneNumber',
  approvalDuplicateName: 'approvalDuplicateName',
  approvalUnknown: 'approvalUnknown',
} as const;

/** In review or approved (or paused after approval): not editable any more (spec section 4). */
export const isEditableStatus = (status: TemplateStatus) =>
  status === TemplateStatus.draft || status === TemplateStatus.rejected;

const placeholderPattern = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** The distinct placeholders of a text, in order of first appearance. */
export function placeholdersOf(text: string): string[] {
  const seen: string[] = [];
  for (const match of text.matchAll(placeholderPattern)) {
    if (!seen.includes(match[1])) seen.push(match[1]);
  }
  return seen;
}

/** A text component's placeholder name: `tc:` and its friendly name (subscriber fields: their name). */
export const textComponentPlaceholder = (friendlyName: string) => `tc:${friendlyName}`;

/** Words that are not placeholders. */
export function wordCount(text: string): number {
  return text
    .replace(placeholderPattern, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * The minimum word count of a body with `placeholders` placeholders: 3 words per placeholder
 * (Meta rejects templates whose variables outweigh their text; documented in the README).
 */
export const minimumWords = (placeholders: number) =>
  placeholders * templateLimits.wordsPerPlaceholder;

/**
 * The defaults for the placeholders `text` uses, in its order: kept fallbacks stay, new ones are
 * empty, unused ones are removed (spec section 5).
 */
export function alignPlaceholders(
  text: string,
  defaults: readonly PlaceholderDefault[],
): PlaceholderDefault[] {
  return placeholdersOf(text).map(
    (placeholder) =>
      defaults.find((d) => d.placeholder === placeholder) ?? { placeholder, defaultValue: '' },
  );
}

const transliterations: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * Meta's template name format from the display name: lowercase letters, digits and underscores
 * (umlauts transliterated, accents dropped, everything else an underscore). `fallback` when
 * nothing is left.
 */
export function graphNameOf(name: string, fallback = 'template'): string {
  const base = name
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => transliterations[c])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 480);
  return base || fallback;
}

/** The name of the n-th submission: a rejected template is resubmitted as name_v2, name_v3 … */
export const submissionName = (graphName: string, submission: number) =>
  submission <= 1 ? graphName : `${graphName}_v${submission}`;

export type SampleData = Record<string, string>;

/** Sample subscriber data of the preview. */
export const previewSample: SampleData = {
  firstname: 'Julia',
  lastname: 'Schneider',
  email: 'julia.schneider@example.com',
  telnr: '+4915112345678',
  culture: 'de-DE',
};

/** The body as a subscriber reads it: each placeholder replaced by their value or its fallback. */
export function renderBody(
  text: string,
  defaults: readonly PlaceholderDefault[],
  sample: SampleData,
): string {
  return text.replace(placeholderPattern, (whole, name: string) => {
    const value = sample[name] ?? defaults.find((d) => d.placeholder === name)?.defaultValue;
    return value || whole;
  });
}

/** The protocol and rest of a link button's URL. */
export function linkParts(url: string): Pick<TemplateButton, 'protocolType' | 'linkValue'> {
  const match = /^(https?):\/\/(.*)$/i.exec(url.trim());
  if (!match) return { protocolType: null, linkValue: null };
  return { protocolType: match[1].toLowerCase() as 'http' | 'https', linkValue: match[2] };
}

export function emptyTemplate(
  language: TemplateLanguage,
  businessAccountId: number | null,
): TemplateContent {
  return {
    name: '',
    description: '',
    businessAccountId,
    language,
    components: {
      header: null,
      body: { text: '', placeholderDefaultValues: [] },
      footer: { text: '' },
      buttons: [],
    },
  };
}
