import type { FirstStepSource } from '../firstSteps';

/** First step "link a number": the account has an active phone number on an active WABA. */
export const linkNumberFirstStep: FirstStepSource = {
  right: 'WhatsAppAccounts.View',
  async isDone(db, accountId) {
    const rows = await db.query(
      `select 1 from whatsapp_phone_numbers p
         join whatsapp_accounts a on a.id = p.whatsapp_account_id
        where a.account_id = $1 and a.active and p.active limit 1`,
      [accountId],
    );
    return rows.length > 0;
  },
};
