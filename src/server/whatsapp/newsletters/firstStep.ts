import type { FirstStepSource } from '../firstSteps';

/** First step "send a first newsletter": one of the account's newsletters started sending. */
export const sendNewsletterFirstStep: FirstStepSource = {
  right: 'WhatsAppCampaigns.View',
  async isDone(db, accountId) {
    const rows = await db.query(
      'select 1 from whatsapp_newsletters where account_id = $1 and sending_started_at is not null limit 1',
      [accountId],
    );
    return rows.length > 0;
  },
};
