/**
 * What a newsletter sends, frozen into its row when sending starts (`send_snapshot`): the
 * template's Graph name, language and category, and its components with the placeholder values.
 * A parameter is fixed text, an image link (a header), or a subscriber field (with a fallback for
 * empty values), so each recipient's message is personalised from the subscriber row at send time.
 */
export type SnapshotParameter =
  | { type: 'text'; text: string }
  | { type: 'field'; field: string; fallback: string }
  | { type: 'image'; link: string }
  /** A link button's suffix: the recipient's tracking token; `url` is where it leads. */
  | { type: 'linkToken'; url: string };

export interface SnapshotComponent {
  type: 'header' | 'body' | 'button';
  sub_type?: 'quick_reply' | 'url';
  index?: number;
  parameters: SnapshotParameter[];
}

export interface SendSnapshot {
  templateId: number;
  /** The template's name at Meta (lower case, digits, underscores). */
  name: string;
  /** Meta's language code (`de`, `en_US`). */
  language: string;
  category: 'MARKETING' | 'UTILITY' | 'AUTHENTICATION';
  components: SnapshotComponent[];
}
