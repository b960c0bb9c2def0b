-- WhatsApp webhooks: every change Meta posts, stored once, and what processing makes of it.
-- The job queue's own tables (schema pgboss) are made and migrated by pg-boss at start.

-- One change of a webhook envelope (entry[].changes[]); a `messages` change is split per status
-- and per inbound message. dedupe_key makes Meta's retries and duplicates a no-op.
create table whatsapp_webhook_changes (
  id bigserial primary key,
  dedupe_key text not null unique,
  waba_id text not null,
  field text not null,
  value jsonb not null,
  received_at timestamptz not null default now(),
  processed_at timestamptz,
  -- Failed attempts; after one, the change waits until retry_at (backoff) and keeps its error.
  attempts integer not null default 0,
  retry_at timestamptz,
  last_error text
);

create index whatsapp_webhook_changes_unprocessed on whatsapp_webhook_changes (id)
  where processed_at is null;

-- The latest status of a message we sent, by wamid. The sending engine joins its recipient rows
-- on wamid or biz_opaque_callback_data. A status never moves backwards (see messageStatuses.ts).
create table whatsapp_message_statuses (
  wamid text primary key,
  phone_number_id text not null,
  recipient_wa_id text not null,
  status text not null check (status in ('sent', 'delivered', 'read', 'failed')),
  sent_at timestamptz,
  delivered_at timestamptz,
  read_at timestamptz,
  failed_at timestamptz,
  error_code integer,
  error_title text,
  biz_opaque_callback_data text,
  pricing_category text,
  updated_at timestamptz not null default now()
);

create index whatsapp_message_statuses_callback on whatsapp_message_statuses (biz_opaque_callback_data)
  where biz_opaque_callback_data is not null;

-- A text a recipient wrote; context_wamid is the message it answers, when it answers one.
create table whatsapp_inbound_replies (
  wamid text primary key,
  phone_number_id text not null,
  from_wa_id text not null,
  context_wamid text,
  body text not null,
  sent_at timestamptz not null,
  received_at timestamptz not null default now()
);

create index whatsapp_inbound_replies_context on whatsapp_inbound_replies (context_wamid);

-- A click on a quick-reply button of a template we sent (context_wamid).
create table whatsapp_button_clicks (
  wamid text primary key,
  phone_number_id text not null,
  from_wa_id text not null,
  context_wamid text,
  payload text not null,
  text text not null,
  clicked_at timestamptz not null,
  received_at timestamptz not null default now()
);

create index whatsapp_button_clicks_context on whatsapp_button_clicks (context_wamid);

-- A recipient's current reaction to one of our messages: one per (message, person). An empty
-- emoji removes it (emoji null); reacted_at keeps a late older event from overwriting a newer one.
create table whatsapp_reactions (
  reacted_wamid text not null,
  from_wa_id text not null,
  phone_number_id text not null,
  emoji text,
  reaction_wamid text not null,
  reacted_at timestamptz not null,
  primary key (reacted_wamid, from_wa_id)
);
