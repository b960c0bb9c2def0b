/**
 * The template a newsletter sends, as the snapshot frozen at send start. The templates module
 * (issue 6, branch `templates`) provides `loadTemplateForSending(tx, accountId, templateId)`; when
 * the branches meet, this function calls it (and checks the template is approved and of the
 * newsletter's WABA). Until then it knows no template: startSending sends the snapshot a
 * newsletter already holds (the tests insert it) and refuses one without.
 */
import type { Queryable } from '../../db/database';
import type { SendSnapshot } from './sendSnapshot';

export async function templateForSending(
  _tx: Queryable,
  _accountId: number,
  _templateId: number,
): Promise<SendSnapshot | null> {
  return null;
}
