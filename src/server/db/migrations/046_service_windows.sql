-- Issue 22, point 5: when each person last wrote to each of our numbers. A message opens that
-- number's customer service window with the person for 24 hours; templates sent inside it are
-- not business-initiated outside a window and do not use up the daily messaging limit
-- (https://developers.facebook.com/docs/whatsapp/messaging-limits). One row per number and
-- person, kept by the webhook ingestion (webhooks/inboundMessages.ts); the sending engine and
-- the pre-send check look people up by the key, the check also scans a number's open windows.
create table whatsapp_service_windows (
  -- Graph id of our number, as the webhook's metadata.phone_number_id names it.
  phone_number_id text not null,
  -- The person's WhatsApp id: the digits of their number, without "+".
  wa_id text not null,
  last_inbound_at timestamptz not null,
  primary key (phone_number_id, wa_id)
);

create index whatsapp_service_windows_recent
  on whatsapp_service_windows (phone_number_id, last_inbound_at);

-- What people wrote before this table existed opens their windows too.
insert into whatsapp_service_windows (phone_number_id, wa_id, last_inbound_at)
select phone_number_id, from_wa_id, max(at) from (
  select phone_number_id, from_wa_id, sent_at as at from whatsapp_inbound_replies
  union all
  select phone_number_id, from_wa_id, clicked_at from whatsapp_button_clicks
) inbound
group by phone_number_id, from_wa_id;
