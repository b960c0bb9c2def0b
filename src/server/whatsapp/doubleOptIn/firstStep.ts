import type { FirstStepSource } from '../firstSteps';

/** First step "activate the double opt-in": the account's process has an active version. */
export const activateDoubleOptInFirstStep: FirstStepSource = {
  right: 'WhatsAppDoubleOptIn.View',
  async isDone(db, accountId) {
    const rows = await db.query(
      'select 1 from doi_processes where account_id = $1 and active_version_id is not null',
      [accountId],
    );
    return rows.length > 0;
  },
};
