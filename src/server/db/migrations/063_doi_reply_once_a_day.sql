-- Issue 25: with the conversations inbox people write to the number to talk, so the double
-- opt-in's reply message answers a person at most once a day instead of after every message
-- (liveFlow.ts); this finds the person's latest reply.
create index doi_outbound_messages_reply
  on doi_outbound_messages (account_id, to_wa_id, created_at) where kind = 'reply';
