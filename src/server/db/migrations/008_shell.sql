-- The shell of the product: the suite's campaigns and events (shown by the dashboard and the
-- search; their editors live outside Relay), booked products, help values, whitepapers, support
-- requests, consents, notifications, and the fields of the Last action entity on user actions.

-- Email campaigns of the suite. status: 0 draft, 1 readyToCheck, 2 readyToSend,
-- 3 sendingPlanned, 4 active, 5 sent, 6 archive. colour_code: Blue 0 .. Grey 4 (spec section 3).
-- step: the dashboard's step hint, 1 (create campaign) to 7 (completed).
create table suite_email_campaigns (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  name text not null,
  status smallint not null default 0,
  colour_code smallint not null default 0 check (colour_code between 0 and 4),
  step smallint not null default 1 check (step between 0 and 7),
  send_date timestamptz,
  created_by integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  changed_at timestamptz not null default now()
);

create index suite_email_campaigns_account on suite_email_campaigns (account_id, changed_at desc);

-- SMS campaigns of the suite; status as for email campaigns.
create table suite_sms_campaigns (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  name text not null,
  status smallint not null default 0,
  colour_code smallint not null default 0 check (colour_code between 0 and 4),
  step smallint not null default 1 check (step between 0 and 7),
  send_date timestamptz,
  created_by integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  changed_at timestamptz not null default now()
);

create index suite_sms_campaigns_account on suite_sms_campaigns (account_id, changed_at desc);

-- Events and their sub-events (parent_id set). status: 0 draft (planning), 1 inProgress,
-- 2 archive (completed).
create table suite_events (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  parent_id integer references suite_events (id) on delete cascade,
  name text not null,
  status smallint not null default 0,
  colour_code smallint not null default 0 check (colour_code between 0 and 4),
  start_date timestamptz not null,
  end_date timestamptz,
  created_by integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  changed_at timestamptz not null default now()
);

create index suite_events_account on suite_events (account_id, start_date);

create index suite_events_parent on suite_events (parent_id);

-- Products an account has booked; the navigation's modules belong to them.
create table account_products (
  account_id integer not null references accounts (id) on delete cascade,
  internal_name text not null,
  order_number text not null,
  primary key (account_id, internal_name)
);

-- The help area of an account: its partner's contact and the chat settings.
create table help_values (
  account_id integer primary key references accounts (id) on delete cascade,
  partner_phone text not null default '',
  partner_email text not null default '',
  show_chat boolean not null default false
);

-- Whitepapers of the help area; account_id null: offered to every account.
create table whitepapers (
  id serial primary key,
  account_id integer references accounts (id) on delete cascade,
  title text not null,
  description text not null default '',
  url text not null,
  sort_order integer not null default 0
);

create table support_requests (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  user_id integer references users (id) on delete set null,
  active_module text not null default '',
  request_text text not null,
  url text not null default '',
  created_at timestamptz not null default now()
);

-- Consents per account (4: AI, 5: WhatsApp third-party software): who gave it and when.
create table consents (
  account_id integer not null references accounts (id) on delete cascade,
  consent_type smallint not null,
  user_id integer references users (id) on delete set null,
  given_at timestamptz not null default now(),
  primary key (account_id, consent_type)
);

-- Notifications of the notification centre. user_id null: a system notification for everybody
-- of the account (no server id for the SPA; read and deleted are remembered in the browser).
-- source: 'emailModule' or 'whatsApp'.
create table notifications (
  id bigserial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  user_id integer references users (id) on delete cascade,
  source text not null,
  text text not null,
  link_url text,
  open_link_in_new_window boolean not null default false,
  highlight boolean not null default true,
  system_notification_id text,
  currently_running boolean not null default false,
  progress integer not null default 0,
  created_at timestamptz not null default now()
);

create index notifications_user on notifications (account_id, user_id, created_at desc);

-- The Last action entity (spec section 3) on the audit trail of user actions.
alter table user_actions add column action_type text;

alter table user_actions add column item_id text;

alter table user_actions add column has_progress boolean not null default false;

alter table user_actions add column progress integer not null default 0;

alter table user_actions add column max_progress integer not null default 0;

alter table user_actions add column next_step_info text;

-- Written by the system (no user): tells "the service crew" from a user deleted since.
alter table user_actions add column by_system boolean not null default false;
