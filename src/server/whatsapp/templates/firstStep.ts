import { TemplateStatus } from '../../../common/templates';
import type { FirstStepSource } from '../firstSteps';

/** First step "get a template approved": Meta has approved one of the account's templates. */
export const approveTemplateFirstStep: FirstStepSource = {
  right: 'WhatsAppTemplates.View',
  async isDone(db, accountId) {
    const rows = await db.query(
      'select 1 from whatsapp_templates where account_id = $1 and status = $2 limit 1',
      [accountId, TemplateStatus.approved],
    );
    return rows.length > 0;
  },
};
