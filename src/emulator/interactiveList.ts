/**
 * Interactive list messages as Meta takes them
 * (https://developers.facebook.com/documentation/business-messaging/whatsapp/messages/interactive-list-messages):
 * a body of at most 4096 characters, an optional text header and footer (60 each), a button
 * label of at most 20, 1 to 10 sections holding at most 10 rows in all; a section title (24) is
 * required once there is more than one section; rows have a unique id (200), a title (24) and an
 * optional description (72).
 */
import type { SendInteractiveListRequest } from '../server/cloudapi/graphTypes';
import { graphError } from './graphErrors';

export const listLimits = {
  body: 4096,
  header: 60,
  footer: 60,
  button: 20,
  sections: 10,
  rows: 10,
  sectionTitle: 24,
  rowId: 200,
  rowTitle: 24,
  rowDescription: 72,
};

const missing = (what: string) => graphError(131008, `${what} is required`);
const invalid = (what: string) => graphError(131009, what);

function text(value: unknown, what: string, max: number, required: boolean): void {
  if (value === undefined && !required) return;
  if (typeof value !== 'string' || value.length === 0) throw missing(what);
  if (value.length > max) throw invalid(`${what} is longer than ${max} characters`);
}

/** Throws Meta's error for a malformed list; `interactive.type` is `list`. */
export function checkInteractiveList(interactive: SendInteractiveListRequest['interactive']): void {
  const l = listLimits;
  text(interactive.body?.text, 'interactive.body.text', l.body, true);
  if (interactive.header !== undefined) {
    if (interactive.header?.type !== 'text') throw invalid('A list header must be of type text');
    text(interactive.header.text, 'interactive.header.text', l.header, true);
  }
  text(
    interactive.footer?.text,
    'interactive.footer.text',
    l.footer,
    interactive.footer !== undefined,
  );
  const action = interactive.action;
  text(action?.button, 'interactive.action.button', l.button, true);
  const sections = action.sections;
  if (!Array.isArray(sections) || sections.length === 0) {
    throw missing('interactive.action.sections');
  }
  if (sections.length > l.sections) throw invalid(`at most ${l.sections} sections`);
  const ids = new Set<string>();
  for (const section of sections) {
    text(section?.title, 'section title', l.sectionTitle, sections.length > 1);
    if (!Array.isArray(section.rows) || section.rows.length === 0) throw missing('section rows');
    for (const row of section.rows) {
      text(row?.id, 'row id', l.rowId, true);
      text(row.title, 'row title', l.rowTitle, true);
      text(row.description, 'row description', l.rowDescription, false);
      if (ids.has(row.id)) throw invalid('row ids must be unique');
      ids.add(row.id);
    }
  }
  if (ids.size > l.rows) {
    throw invalid(`Total row count exceed max allowed count: ${l.rows}`);
  }
}
