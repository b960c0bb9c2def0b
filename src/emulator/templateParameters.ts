/**
 * A template send's parameters checked as Meta checks them
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates,
 * https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes): as many body
 * parameters as the body has variables (132000); a media header needs exactly one parameter of its
 * format (132000 when missing, 132012 for another type); a text header has as many as its
 * variables; a link button with a variable suffix needs its parameter (131008); text parameters
 * may not be empty (131008) nor hold a line break, a tab or more than 4 spaces in a row (100).
 */
import type { SendComponent, SendParameter, Template } from '../server/cloudapi/graphTypes';
import { refusedParameterText } from '../server/cloudapi/parameterText';
import { graphError } from './graphErrors';
import { variablesOf } from './templateReview';

const countMismatch = (component: string, given: number, expected: number) =>
  graphError(
    132000,
    `${component}: number of localizable_params (${given}) does not match the expected number of params (${expected})`,
  );

function checkText(parameter: SendParameter): void {
  if (parameter?.type !== 'text') return;
  const text = (parameter as { text?: unknown }).text;
  if (typeof text !== 'string' || text.trim() === '') {
    throw graphError(131008, 'Parameter of type text is missing text value');
  }
  if (refusedParameterText.test(text)) {
    throw graphError(
      100,
      'Param text cannot have new-line/tab characters or more than 4 consecutive spaces',
      { message: '(#100) Invalid parameter' },
    );
  }
}

export function checkTemplateParameters(
  template: Template,
  components: SendComponent[] | undefined,
): void {
  const given = Array.isArray(components) ? components : [];
  const sent = (type: SendComponent['type']) => given.find((c) => c?.type === type);
  const parametersOf = (component: SendComponent | undefined) =>
    Array.isArray(component?.parameters) ? component.parameters : [];

  const header = template.components.find((c) => c.type === 'HEADER');
  const headerParameters = parametersOf(sent('header'));
  const format = header?.format ?? 'TEXT';
  if (header && format !== 'TEXT') {
    if (headerParameters.length !== 1) throw countMismatch('header', headerParameters.length, 1);
    const [parameter] = headerParameters;
    const expected = format.toLowerCase();
    if (parameter?.type !== expected) {
      throw graphError(
        132012,
        `header: Format mismatch, expected ${format}, received ${String(parameter?.type ?? 'nothing').toUpperCase()}`,
      );
    }
    const media = (parameter as Record<string, { link?: unknown; id?: unknown } | undefined>)[
      expected
    ];
    if (!media || (typeof media.link !== 'string' && typeof media.id !== 'string')) {
      throw graphError(131008, `header: ${expected} needs a link or an id`);
    }
  } else {
    const expected = header ? variablesOf(header.text).length : 0;
    if (headerParameters.length !== expected) {
      throw countMismatch('header', headerParameters.length, expected);
    }
  }

  const body = template.components.find((c) => c.type === 'BODY');
  const bodyParameters = parametersOf(sent('body'));
  const expectedBody = variablesOf(body?.text).length;
  if (bodyParameters.length !== expectedBody) {
    throw countMismatch('body', bodyParameters.length, expectedBody);
  }

  const buttons = template.components.find((c) => c.type === 'BUTTONS')?.buttons ?? [];
  for (const [index, button] of buttons.entries()) {
    if (button.type !== 'URL' || variablesOf(button.url).length === 0) continue;
    const suffix = given.find(
      (c) => c?.type === 'button' && c.sub_type === 'url' && Number(c.index) === index,
    );
    if (!parametersOf(suffix).length) {
      throw graphError(131008, `Required parameter is missing: button ${index} (url)`);
    }
  }
  for (const component of given) parametersOf(component).forEach(checkText);
}
