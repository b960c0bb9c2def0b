-- What the person sent or tapped for each double opt-in step (issue 23 item 9): the consent
-- history shows it in words, not as a message id. Kept on the step itself, so the proof stays
-- readable whatever happens to the webhook tables. kind: 'text' (written) or 'button' (tapped).
alter table subscriber_consent_events add column inbound_kind text
  check (inbound_kind in ('text', 'button'));
alter table subscriber_consent_events add column inbound_text text;

-- Steps recorded before: their message is still in the webhook tables.
update subscriber_consent_events e set inbound_kind = 'text', inbound_text = r.body
  from whatsapp_inbound_replies r
  where r.wamid = e.inbound_wamid and e.inbound_text is null;
update subscriber_consent_events e set inbound_kind = 'button', inbound_text = c.text
  from whatsapp_button_clicks c
  where c.wamid = e.inbound_wamid and e.inbound_text is null;
