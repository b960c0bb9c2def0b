/**
 * WhatsApp business accounts (WABAs) and phone numbers as the spec (sections 3 and 9) names
 * them: the enums, the tier limits and the shapes of `GET /WhatsAppApi/account`. Shared by the
 * SPA and the server.
 */

/** Business verification status (spec section 3). */
export const Verification = {
  unknown: 0,
  expired: 1,
  failed: 2,
  ineligible: 3,
  notVerified: 4,
  pending: 5,
  pendingNeedMoreInfo: 6,
  pendingSubmission: 7,
  rejected: 8,
  revoked: 9,
  verified: 10,
} as const;
export type Verification = (typeof Verification)[keyof typeof Verification];

/** Phone number status (spec section 3). */
export const PhoneStatus = {
  unknown: 0,
  banned: 1,
  connected: 2,
  deleted: 3,
  disconnected: 4,
  flagged: 5,
  migrated: 6,
  pending: 7,
  rateLimited: 8,
  restricted: 9,
  unverified: 10,
} as const;
export type PhoneStatus = (typeof PhoneStatus)[keyof typeof PhoneStatus];

/** Message limit tier: 0 unknown (counts as 50) … 6 unlimited. */
export const Tier = {
  unknown: 0,
  tier50: 1,
  tier250: 2,
  tier1k: 3,
  tier10k: 4,
  tier100k: 5,
  unlimited: 6,
} as const;
export type Tier = (typeof Tier)[keyof typeof Tier];

/** Quality score (spec section 3). */
export const Quality = { unknown: 0, low: 1, medium: 2, high: 3 } as const;
export type Quality = (typeof Quality)[keyof typeof Quality];

/** Account status: the spec knows only approved. */
export const AccountState = { approved: 0 } as const;

/** Unique customers per 24 hours of a tier (spec section 9); null: unlimited. Unknown counts as 50. */
export function tierLimit(tier: Tier): number | null {
  return ([50, 50, 250, 1000, 10_000, 100_000, null] as const)[tier];
}

export const enumName = <T extends Record<string, number>>(values: T, value: number) =>
  (Object.keys(values) as (keyof T & string)[]).find((key) => values[key] === value) ?? 'unknown';

export interface PhoneNumberDto {
  id: number;
  /** The number's Graph id. */
  phoneNumberId: string;
  displayName: string;
  phoneNumber: string;
  state: PhoneStatus;
  quality: Quality;
  limit: Tier;
  active: boolean;
  throughputLevel: string;
  nameStatus: string;
  lastSyncedAt: string | null;
}

export interface WhatsAppAccountDto {
  id: number;
  /** The WABA's Graph id. */
  wabaId: string;
  name: string;
  state: number;
  verification: Verification;
  /** Who linked it (its creator). */
  userName: string;
  linkedAt: string;
  /** Who changed it last (its status, or its numbers' status or list), and when; at first the linker. */
  modifiedBy: string;
  modifiedAt: string;
  active: boolean;
  phoneNumbers: PhoneNumberDto[];
}

/** What the embedded signup's `WA_EMBEDDED_SIGNUP` FINISH message hands the server. */
export interface EmbeddedSignupRequest {
  code: string;
  wabaId: string;
  phoneNumberId: string;
}

/** `PATCH /WhatsAppApi/account/{id}` and `.../phoneNumber/{id}`: only replacing `/active`. */
export type ActivePatch = [{ op: 'replace'; path: '/active'; value: boolean }];

/** Error keys of the accounts calls (spec section 8). */
export const accountErrorKeys = {
  invalidMessage: 'embeddedSignupInvalidMessage',
  invalidCallback: 'embeddedSignupInvalidCallback',
  unknown: 'embeddedSignupUnknownError',
  wabaAlreadyLinked: 'wabaAlreadyLinked',
  wrongWaba: 'wrongWabaForPhoneNumber',
  scriptsBlocked: 'embeddedSignupScriptsBlocked',
  accountStatusInUse: 'accountStatusChangeInUse',
  accountUnlinkInUse: 'accountUnlinkInUse',
  phoneStatusInUse: 'phoneNumberStatusChangeInUse',
  phoneRemovalInUse: 'phoneNumberRemovalInUse',
  invalidPatch: 'invalidPatch',
} as const;
