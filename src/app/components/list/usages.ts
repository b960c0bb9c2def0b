import type { IntlShape } from 'react-intl';
import { usageMessages as messages } from './messages';

/** What keeps a thing from being changed (a refusal's `inUse` details): kind, name, status. */
export interface Usage {
  kind: string;
  name: string;
  /** A newsletter's status. */
  status?: number;
}

/** The `inUse` details of a refusal (`{ field: kind, reason, params: { name, status? } }`). */
export function usagesOf(details: unknown): Usage[] {
  if (!Array.isArray(details)) return [];
  return details
    .filter((d) => d && d.reason === 'inUse' && typeof d.params?.name === 'string')
    .map((d) => ({
      kind: String(d.field),
      name: d.params.name as string,
      ...(typeof d.params.status === 'number' && { status: d.params.status as number }),
    }));
}

/** "Newsletter „Herbst“ (wird gesendet), Vorlage „…“" in the UI language. */
export function usageText(intl: IntlShape, usages: Usage[]): string {
  return usages
    .map((usage) =>
      intl.formatMessage(messages.usage, {
        kind: usage.kind,
        name: usage.name,
        status: usage.status ?? -1,
      }),
    )
    .join(', ');
}
