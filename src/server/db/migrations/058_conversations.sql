-- Issue 25: the conversations inbox. One conversation per person and sending number of an
-- account, started by the person's first message; its thread holds what the person sent, what we
-- sent them (newsletters, double opt-in steps, answers), notes and team actions. Delivery states
-- of our messages stay in whatsapp_message_statuses (joined by wamid), not copied.
create table whatsapp_conversations (
  id bigserial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  phone_number_row_id integer not null references whatsapp_phone_numbers (id) on delete cascade,
  -- The person's WhatsApp id: the digits of their number, without "+".
  wa_id text not null,
  subscriber_id bigint references subscribers (id) on delete set null,
  -- Their WhatsApp profile name as the latest webhook named it.
  profile_name text,
  state text not null default 'open' check (state in ('open', 'closed')),
  assigned_user_id integer references users (id) on delete set null,
  unread_count integer not null default 0 check (unread_count >= 0),
  last_message_at timestamptz not null,
  last_message_preview text not null default '',
  last_message_kind text not null default 'text',
  last_message_direction text not null default 'in',
  last_inbound_at timestamptz,
  -- Meta refused free text (131047) before our clock said the window closed: Meta's word wins.
  window_closed_at timestamptz,
  last_newsletter_id integer references whatsapp_newsletters (id) on delete set null,
  -- Lower-cased name and number for the inbox search.
  search_text text not null default '',
  created_at timestamptz not null default now(),
  unique (phone_number_row_id, wa_id)
);

-- The inbox: an account's conversations newest first, per filter.
create index whatsapp_conversations_inbox
  on whatsapp_conversations (account_id, last_message_at desc, id desc);
create index whatsapp_conversations_open
  on whatsapp_conversations (account_id, last_message_at desc, id desc) where state = 'open';
create index whatsapp_conversations_assigned
  on whatsapp_conversations (account_id, assigned_user_id, last_message_at desc, id desc);

create table whatsapp_conversation_messages (
  id bigserial primary key,
  conversation_id bigint not null references whatsapp_conversations (id) on delete cascade,
  at timestamptz not null,
  direction text not null check (direction in ('in', 'out', 'internal')),
  kind text not null check (kind in ('text', 'button', 'reaction', 'media', 'newsletter',
                                     'template', 'doubleOptIn', 'note', 'event')),
  -- Meta's message id: the person's message, or ours (its status is in whatsapp_message_statuses).
  wamid text,
  text text not null default '',
  -- By kind: media (asset id, mime type, file name), newsletter id, template (id, name, language,
  -- parameters), button payload, the event's type and assignee, the message a reaction targets.
  data jsonb not null default '{}'::jsonb,
  -- Our answers: queued until the send path took them, then sent or failed (with Meta's code).
  send_state text check (send_state in ('queued', 'sent', 'failed')),
  error_code integer,
  author_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now()
);

-- A thread in order, paged from its newest end.
create index whatsapp_conversation_messages_thread
  on whatsapp_conversation_messages (conversation_id, at, id);
-- A replayed webhook finds its message; statuses and reactions find their target.
create unique index whatsapp_conversation_messages_wamid
  on whatsapp_conversation_messages (wamid, conversation_id) where wamid is not null;
