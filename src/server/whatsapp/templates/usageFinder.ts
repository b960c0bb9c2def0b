/**
 * Who uses a template. The newsletter module gives its finder, passed by `app.ts`: archiving is
 * refused while a template is in active or planned sends, deletion while any newsletter uses it
 * (spec section 4). The finders are named fields, so a module left out does not compile.
 */
import type { Queryable } from '../../db/database';

/** archive: active and planned sends. delete: every newsletter that uses it. */
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
  /** The user's status of what uses it (a newsletter's). */
  status?: number;
}

export type TemplateUsageFinder = (
  tx: Queryable,
  query: TemplateUsageQuery,
) => Promise<TemplateUsage[]>;

/** Everything that can use a template, one finder per module. */
export interface TemplateUsageFinders {
  newsletters: TemplateUsageFinder;
}

/** Every usage the finders report, each once, by template and name. */
export async function findTemplateUsages(
  tx: Queryable,
  finders: TemplateUsageFinders,
  query: TemplateUsageQuery,
): Promise<TemplateUsage[]> {
  const found = new Map<string, TemplateUsage>();
  for (const finder of Object.values(finders)) {
    for (const usage of await finder(tx, query)) {
      found.set(`${usage.templateId}\u0000${usage.kind}\u0000${usage.name}`, usage);
    }
  }
  return [...found.values()].sort(
    (a, b) => a.templateId - b.templateId || a.name.localeCompare(b.name),
  );
}
