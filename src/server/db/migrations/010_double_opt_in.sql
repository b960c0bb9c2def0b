-- Double opt-in (issue 7): the process per account (a work version and its activated versions),
-- the consent history of subscribers and the answers the live flow sends.

-- The work version: what the editor changes. One process per account.
create table doi_processes (
  id serial primary key,
  account_id integer not null unique references accounts (id) on delete cascade,
  -- The phone number the process runs on; removal is refused while used (usage finder).
  phone_number_id integer references whatsapp_phone_numbers (id) on delete set null,
  doi_keyword text not null,
  opt_out_keyword text not null,
  click_to_chat_message text not null,
  doi_message_body text not null,
  days_to_wait integer not null,
  -- 0 keyword, 1 button (spec section 3).
  doi_method smallint not null check (doi_method in (0, 1)),
  confirmation_message text not null,
  opt_out_message text not null,
  reply_message text not null,
  modified_on timestamptz not null default now(),
  modified_by integer references users (id) on delete set null,
  active_version_id integer
);

-- Every activation keeps a copy: the live flow follows the newest, the consent history names the
-- one a step followed, and keyword reuse is checked against all of them.
create table doi_process_versions (
  id serial primary key,
  process_id integer not null references doi_processes (id) on delete cascade,
  version integer not null,
  phone_number_id integer references whatsapp_phone_numbers (id) on delete set null,
  doi_keyword text not null,
  opt_out_keyword text not null,
  click_to_chat_message text not null,
  doi_message_body text not null,
  days_to_wait integer not null,
  doi_method smallint not null check (doi_method in (0, 1)),
  confirmation_message text not null,
  opt_out_message text not null,
  reply_message text not null,
  activated_on timestamptz not null default now(),
  activated_by integer references users (id) on delete set null,
  unique (process_id, version)
);

alter table doi_processes add constraint doi_processes_active_version
  foreign key (active_version_id) references doi_process_versions (id) on delete set null;

create index doi_process_versions_phone on doi_process_versions (phone_number_id);

-- An answer of the live flow to one message of a person: at most one per inbound message, so a
-- replayed webhook sends nothing twice. A job sends it; wamid is set once Meta accepted it.
create table doi_outbound_messages (
  id bigserial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  process_version_id integer not null references doi_process_versions (id) on delete cascade,
  inbound_wamid text not null unique,
  to_wa_id text not null,
  kind text not null check (kind in ('doi', 'confirmation', 'optOut', 'reply')),
  body text not null,
  -- Reply buttons (id, title) of an interactive message; empty: a text message.
  buttons jsonb not null default '[]'::jsonb,
  state text not null default 'queued' check (state in ('queued', 'sent', 'failed')),
  wamid text,
  error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

-- Each step of a subscriber's double opt-in: the proof of who confirmed or opted out, when, by
-- which message and under which process version; and status changes made by hand.
create table subscriber_consent_events (
  id bigserial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  subscriber_id bigint not null references subscribers (id) on delete cascade,
  event text not null check (event in ('requested', 'confirmed', 'optedOut', 'expired', 'changedByUser')),
  status text not null check (status in ('unknown', 'pending', 'confirmed', 'optedOut')),
  occurred_at timestamptz not null,
  process_version_id integer references doi_process_versions (id) on delete set null,
  inbound_wamid text,
  outbound_message_id bigint references doi_outbound_messages (id) on delete set null,
  user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now()
);

create index subscriber_consent_events_subscriber on subscriber_consent_events (subscriber_id, occurred_at);

-- When a pending request was made (the days-to-wait rule counts from it).
alter table subscribers add column doi_requested_at timestamptz;
