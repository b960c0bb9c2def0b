/**
 * Deep links into another account's item (issue 23 point 10): the kinds of item a link can open,
 * and the answer of `GET /NavigationApi/Navigation/GetItemAccount?kind=&id=`.
 */
export const itemKinds = [
  'whatsAppNewsletter',
  'whatsAppTemplate',
  'ssoMapping',
  'mediaFolder',
] as const;
export type ItemKind = (typeof itemKinds)[number];

export interface ItemAccount {
  accountId: number;
  accountName: string;
}
