/**
 * The emulator's template review, following Meta's published rules. A template passes or is
 * rejected with reason INVALID_FORMAT and a description of the first rule it breaks.
 */
import type { TemplateComponent, TemplateDefinition } from '../server/cloudapi/graphTypes';

export type Verdict = { approved: true } | { approved: false; reason: string; description: string };

const variablePattern = /\{\{\s*(\d+)\s*\}\}/g;

export function variablesOf(text: string | undefined): number[] {
  return [...(text ?? '').matchAll(variablePattern)].map((m) => Number(m[1]));
}

const reject = (description: string): Verdict => ({
  approved: false,
  reason: 'INVALID_FORMAT',
  description,
});

export function reviewTemplate(template: TemplateDefinition): Verdict {
  if (!/^[a-z0-9_]{1,512}$/.test(template.name)) {
    return reject('Name format: only lowercase letters, digits and underscores are allowed.');
  }
  const find = (type: TemplateComponent['type']) =>
    template.components.filter((component) => component.type === type);
  const bodies = find('BODY');
  if (bodies.length !== 1) return reject('Body: a template has exactly one BODY component.');
  const body = bodies[0];
  const text = body.text ?? '';
  if (!text.trim()) return reject('Body: the body text is empty.');
  if (text.length > 1024) return reject('Body length: the body exceeds 1024 characters.');
  const bodyVariables = variablesOf(text);
  if (bodyVariables.some((n, i) => n !== i + 1)) {
    return reject('Variables: body variables must be numbered {{1}}, {{2}}, … in order.');
  }
  if (bodyVariables.length > 0) {
    const examples = body.example?.body_text?.[0];
    if (!examples || examples.length !== bodyVariables.length) {
      return reject('Variable examples: every body variable needs an example in body_text.');
    }
  }
  if (/^\s*\{\{\s*\d+\s*\}\}|\{\{\s*\d+\s*\}\}\s*$/.test(text)) {
    return reject('Variables: the body may not start or end with a variable.');
  }
  const header = find('HEADER')[0];
  if (header) {
    if ((header.format ?? 'TEXT') === 'TEXT') {
      if ((header.text ?? '').length > 60) return reject('Header length: at most 60 characters.');
      const headerVariables = variablesOf(header.text);
      if (headerVariables.length > 1) return reject('Variables: a header has at most one.');
      if (headerVariables.length === 1 && !header.example?.header_text?.length) {
        return reject('Variable examples: the header variable needs an example in header_text.');
      }
    } else if (!header.example?.header_handle?.length) {
      return reject('Variable examples: a media header needs an example header_handle.');
    }
  }
  const footer = find('FOOTER')[0];
  if (footer && (footer.text ?? '').length > 60) {
    return reject('Footer length: at most 60 characters.');
  }
  const buttons = find('BUTTONS').flatMap((component) => component.buttons ?? []);
  if (buttons.length > 10) return reject('Button limits: at most 10 buttons.');
  if (buttons.filter((b) => b.type === 'URL').length > 2) {
    return reject('Button limits: at most 2 URL buttons.');
  }
  if (buttons.filter((b) => b.type === 'PHONE_NUMBER').length > 1) {
    return reject('Button limits: at most 1 phone number button.');
  }
  if (buttons.some((b) => !b.text || b.text.length > 25)) {
    return reject('Button limits: a button text has 1 to 25 characters.');
  }
  for (const button of buttons.filter((b) => b.type === 'URL')) {
    if (variablesOf(button.url).length > 0 && !button.example?.length) {
      return reject('Variable examples: a URL button with a variable needs an example.');
    }
  }
  return { approved: true };
}
