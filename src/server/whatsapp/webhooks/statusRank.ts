/**
 * The order a message's status can only move forward in. Meta does not keep order (a `delivered`
 * can arrive after `read`), so a status that ranks lower than the stored one only fills in its
 * timestamp. `failed` ranks above `sent` (a late `sent` never hides a failure) and below
 * `delivered`: a delivered or read receipt proves the message arrived, whatever a failure report
 * said; its error code and time are kept all the same.
 */
export const statusRank = ['sent', 'failed', 'delivered', 'read'] as const;

export type KnownStatus = (typeof statusRank)[number];

export const isKnownStatus = (status: string): status is KnownStatus =>
  (statusRank as readonly string[]).includes(status);
