/** Shared guards of the template routes: rights decided by the request, editability, actions. */
import type { FastifyRequest } from 'fastify';
import { hasEveryRight, type Right } from '../../../common/rights';
import { templateErrorKeys } from '../../../common/templates';
import type { Queryable } from '../../db/database';
import { forbidden, HttpError } from '../../http/httpError';
import { requireAccess } from '../../plugins/auth';
import type { Access } from '../../identity/users';
import { recordItemAction } from '../../suite/userActions';
import { editable, requireTemplate, type TemplateRow } from './store';

export const templateActionGroup = 'WhatsAppTemplate';

/** The caller, who must hold `right` (for rights that depend on the body, such as id 0 → Add). */
export function requireRight(request: FastifyRequest, right: Right): Access {
  const access = requireAccess(request);
  if (!hasEveryRight(access.rights, [right])) throw forbidden(`Missing right: ${right}`);
  return access;
}

/** The template, locked for the change; refused with 409 while in review or approved. */
export async function editableTemplate(
  tx: Queryable,
  accountId: number,
  id: number,
): Promise<TemplateRow> {
  const row = await requireTemplate(tx, accountId, id, true);
  if (!editable(row)) {
    throw new HttpError(
      409,
      templateErrorKeys.notEditable,
      'The template is in review or approved and cannot be edited.',
    );
  }
  return row;
}

export async function recordTemplateAction(
  tx: Queryable,
  access: Access,
  event: string,
  actionType: string,
  row: Pick<TemplateRow, 'id' | 'name'>,
) {
  await recordItemAction(tx, access, templateActionGroup, event, actionType, row);
}
