/**
 * Who uses a template. The newsletter module (issue 8) registers a finder: archiving is refused
 * while a template is in active sends, deletion while any newsletter uses it (spec section 4).
 */
import type { Queryable } from '../../db/database';

/** archive: active sends only. delete: every newsletter that uses it. */
export type TemplateUsagePurpose = 'archive' | 'delete';

export interface TemplateUsageQuery {
  accountId: number;
  templateIds: number[];
  purpose: TemplateUsagePurpose;
}

export interface TemplateUsage {
  templateId: number;
  /** What uses it: `newsletter`. */
  kind: string;
  name: string;
}

export type TemplateUsageFinder = (
  tx: Queryable,
  query: TemplateUsageQuery,
) => Promise<TemplateUsage[]>;

const finders = new Set<TemplateUsageFinder>();

/** Adds a finder; the returned function removes it again (tests). */
export function registerTemplateUsageFinder(finder: TemplateUsageFinder): () => void {
  finders.add(finder);
  return () => finders.delete(finder);
}

/** Every usage the registered finders report, each once, by template and name. */
export async function findTemplateUsages(
  tx: Queryable,
  query: TemplateUsageQuery,
): Promise<TemplateUsage[]> {
  const found = new Map<string, TemplateUsage>();
  for (const finder of finders) {
    for (const usage of await finder(tx, query)) {
      found.set(`${usage.templateId}\u0000${usage.kind}\u0000${usage.name}`, usage);
    }
  }
  return [...found.values()].sort(
    (a, b) => a.templateId - b.templateId || a.name.localeCompare(b.name),
  );
}
