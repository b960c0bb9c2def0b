/**
 * The filters of `GET /{waba-id}/message_templates`
 * (https://developers.facebook.com/documentation/business-messaging/whatsapp/templates/template-management):
 * `category`, `language`, `status` and `quality_score` take one value or several (comma-separated
 * or a JSON array); `content` matches the body text, `name_or_content` either; `name` is exact
 * here (the only use our client makes of it).
 */
import type { Template } from '../server/cloudapi/graphTypes';

type Query = Record<string, string | undefined>;

/** `MARKETING`, `MARKETING,UTILITY` or `["MARKETING","UTILITY"]` → the set; undefined: no filter. */
function valuesOf(raw: string | undefined): Set<string> | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (Array.isArray(parsed)) return new Set(parsed.map(String));
    } catch {
      // Not JSON after all: read it as a comma-separated list.
    }
  }
  return new Set(raw.split(',').map((value) => value.trim()));
}

const bodyOf = (template: Template) =>
  template.components.find((component) => component.type === 'BODY')?.text ?? '';

export function filterTemplates<T extends Template>(templates: T[], query: Query): T[] {
  const categories = valuesOf(query.category);
  const languages = valuesOf(query.language);
  const statuses = valuesOf(query.status);
  const qualities = valuesOf(query.quality_score);
  const content = query.content?.toLowerCase();
  const nameOrContent = query.name_or_content?.toLowerCase();
  return templates.filter(
    (t) =>
      (!query.name || t.name === query.name) &&
      (!categories || categories.has(t.category)) &&
      (!languages || languages.has(t.language)) &&
      (!statuses || statuses.has(t.status)) &&
      (!qualities || qualities.has(t.quality_score?.score ?? 'UNKNOWN')) &&
      (!content || bodyOf(t).toLowerCase().includes(content)) &&
      (!nameOrContent ||
        t.name.includes(nameOrContent) ||
        bodyOf(t).toLowerCase().includes(nameOrContent)),
  );
}
