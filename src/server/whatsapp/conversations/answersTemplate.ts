/**
 * A template answer built the way newsletters build their messages: the snapshot of the
 * template (templateForSending: approved, submitted, of the conversation number's WABA) filled
 * for the person by the newsletter's personalisation. A value the marketer typed for a
 * placeholder is used as it is; a placeholder left empty is filled like a newsletter's, from the
 * subscriber's field, else the template's fallback. Tracked link buttons get the answer's own
 * token (answersLinks.ts), whose click counts in no newsletter's statistics.
 */
import { conversationErrors } from '../../../common/conversations';
import { validationErrorKey } from '../../../common/validation/apiErrorDetails';
import type { SendComponent } from '../../cloudapi/graphTypes';
import { cleanParameterText } from '../../cloudapi/parameterText';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { personalize, type RecipientFields } from '../newsletters/sending/personalize';
import type { SendSnapshot } from '../newsletters/sendSnapshot';
import { templateForSending } from '../newsletters/templateForSending';
import { loadTemplateForSending } from '../templates/forSending';
import type { WritableConversation } from './answersConversation';
import type { AnswerData } from './answersThread';

export interface TemplateAnswer {
  /** The body as the person reads it. */
  text: string;
  data: AnswerData;
}

const notApproved = () =>
  new HttpError(
    409,
    conversationErrors.templateNotApproved,
    'The template is not an approved template of this number’s business account.',
  );

export async function templateAnswer(
  tx: Queryable,
  conversation: WritableConversation,
  templateId: number,
  parameters: Record<string, string>,
  options: {
    publicUrl: string;
    /** The answer's token for its link button `index` (a tracked template's URL suffix). */
    linkToken: (buttonIndex: number) => string;
  },
): Promise<TemplateAnswer> {
  const snapshot = await templateForSending(tx, conversation.accountId, templateId, {
    businessAccountId: conversation.businessAccountId,
    placeholderValues: {},
    publicUrl: options.publicUrl,
  });
  const template = await loadTemplateForSending(tx, conversation.accountId, templateId);
  if (!snapshot || !template) throw notApproved();
  const known = new Set(template.placeholders.map((p) => p.placeholder));
  const unknown = Object.keys(parameters).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new HttpError(
      400,
      validationErrorKey,
      'The template has no such placeholder.',
      unknown.map((name) => ({ field: `parameters.${name}`, reason: 'unknownPlaceholder' })),
    );
  }
  const typed: SendSnapshot = {
    ...snapshot,
    components: snapshot.components.map((component) => ({
      ...component,
      parameters: component.parameters.map((parameter) => {
        if (parameter.type !== 'field') return parameter;
        const value = cleanParameterText(parameters[parameter.field] ?? '');
        return value ? { type: 'text' as const, text: value } : parameter;
      }),
    })),
  };
  const components = personalize(typed, await fieldsOf(tx, conversation), options.linkToken);
  const links = snapshot.components.flatMap((c) =>
    c.parameters.flatMap((p) =>
      p.type === 'linkToken' ? [{ index: c.index ?? 0, url: p.url }] : [],
    ),
  );
  const body = components.find((c) => c.type === 'body');
  const values = template.placeholders.map((p, i) => textOf(body, i) ?? p.defaultValue);
  return {
    text: template.bodyText.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => {
      return values[Number(n) - 1] ?? whole;
    }),
    data: {
      template: {
        id: template.id,
        name: template.name,
        language: template.language,
        parameters: Object.fromEntries(
          template.placeholders.map((p, i) => [p.placeholder, values[i]]),
        ),
      },
      send: { name: snapshot.name, language: snapshot.language, components },
      ...(links.length > 0 && { links }),
    },
  };
}

function textOf(component: SendComponent | undefined, index: number): string | undefined {
  const parameter = component?.parameters[index];
  return parameter?.type === 'text' ? parameter.text : undefined;
}

/** The subscriber's fields; a person who is no subscriber has only their number. */
async function fieldsOf(
  tx: Queryable,
  conversation: WritableConversation,
): Promise<RecipientFields> {
  const [row] =
    conversation.subscriberId === null
      ? []
      : await tx.query<RecipientFields>(
          `select firstname, lastname, email, telnr,
             coalesce(custom_fields, '{}'::jsonb) as custom_fields
           from subscribers where id = $1 and account_id = $2`,
          [conversation.subscriberId, conversation.accountId],
        );
  return (
    row ?? {
      firstname: null,
      lastname: null,
      email: null,
      telnr: `+${conversation.waId}`,
      custom_fields: {},
    }
  );
}
