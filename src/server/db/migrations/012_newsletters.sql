-- WhatsApp newsletters (spec section 3 Campaign, statuses of section 4), their recipient rows of
-- the sending engine, the send leases of phone numbers and the dated price table (issue 8).

-- A newsletter of an account. template_id has no foreign key yet: the templates module
-- (migration 009) is built beside this one and the key is added when both meet. What is sent is
-- frozen at send start in send_snapshot (template graph name, language, category, components with
-- placeholder values), so the engine reads only this row and its recipient rows.
create table whatsapp_newsletters (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  name text not null,
  description text not null default '',
  template_id integer,
  profile_id integer references profiles (id) on delete set null,
  whatsapp_account_id integer references whatsapp_accounts (id) on delete set null,
  phone_number_id integer references whatsapp_phone_numbers (id) on delete set null,
  -- Spec enum: Draft 0, ReadyToSend 1, Planned 2, Active 3, Sent 4, Archive 5.
  status smallint not null default 0 check (status between 0 and 5),
  send_to_unknown_doi boolean not null default false,
  send_to_other_language boolean not null default false,
  -- The newsletter's language (a culture id, as the template's language): Culture exclusions.
  culture text not null default 'de-DE',
  -- Placeholder values chosen in the editor (before the snapshot freezes them).
  placeholder_values jsonb not null default '{}'::jsonb,
  send_date timestamptz,
  send_snapshot jsonb,
  sending_started_at timestamptz,
  distribution_finished_at timestamptz,
  stopped_at timestamptz,
  -- Why the engine stopped the send by itself (an error of class stopCampaign), else null.
  stop_reason text,
  sender_user_id integer references users (id) on delete set null,
  sender_name text,
  -- Fixed at send start: recipient rows made, effective and excluded recipients, expected price.
  total_count integer not null default 0,
  effective_recipients integer,
  excluded_recipients integer,
  expected_price numeric(14, 4),
  -- Counts written when the distribution finishes (progress while sending is counted).
  sent_count integer not null default 0,
  failed_count integer not null default 0,
  removed_count integer not null default 0,
  created_by integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  modified_by integer references users (id) on delete set null,
  modified_at timestamptz not null default now()
);

create index whatsapp_newsletters_account on whatsapp_newsletters (account_id, status, id);

-- Newsletters the sweeper looks at: sending or due.
create index whatsapp_newsletters_running on whatsapp_newsletters (phone_number_id, id)
  where status in (2, 3);

-- One row per recipient, fixed at send start. state: pending (to send), claimed (taken by a
-- sending process, no request made yet), attempting (its request may have been made: marked just
-- before, see sending/engine.ts), sent (wamid known), failed (given up, error_class says why),
-- removed (stopped before it was sent).
create table whatsapp_newsletter_recipients (
  newsletter_id integer not null references whatsapp_newsletters (id) on delete cascade,
  subscriber_id bigint not null,
  telnr text not null,
  state text not null default 'pending'
    check (state in ('pending', 'claimed', 'attempting', 'sent', 'failed', 'removed')),
  wamid text,
  -- The status webhooks report (sent, delivered, read, failed), linked by wamid.
  delivery_status text,
  error_code integer,
  error_class text,
  attempts smallint not null default 0,
  claimed_by text,
  claimed_at timestamptz,
  -- A retry (retry, retryLater, messaging limit) waits until then.
  retry_at timestamptz,
  sent_at timestamptz,
  primary key (newsletter_id, subscriber_id)
);

-- Claiming: the pending rows of a newsletter in subscriber order, due ones first.
create index whatsapp_newsletter_recipients_pending on whatsapp_newsletter_recipients
  (newsletter_id, subscriber_id) where state = 'pending';

-- Rows in flight, for settling the ones a dead process left.
create index whatsapp_newsletter_recipients_claimed on whatsapp_newsletter_recipients
  (newsletter_id, claimed_at) where state in ('claimed', 'attempting');

-- Progress (sent of total, failed, removed) counted per state.
create index whatsapp_newsletter_recipients_state on whatsapp_newsletter_recipients
  (newsletter_id, state);

-- Status webhooks find their recipient row by wamid.
create index whatsapp_newsletter_recipients_wamid on whatsapp_newsletter_recipients (wamid)
  where wamid is not null;

-- Which process sends from a phone number: one at a time, so the number's throughput (paced per
-- process) is never exceeded across processes. The holder renews `until`; a dead holder's lease
-- runs out and another process takes over.
create table whatsapp_send_leases (
  phone_number_id integer primary key references whatsapp_phone_numbers (id) on delete cascade,
  owner text not null,
  until timestamptz not null
);

-- The recipient count of a group reads the eligibility columns from this index alone (an
-- index-only scan per member) instead of the table.
create index subscribers_recipient_check on subscribers (id)
  include (account_id, telnr, telnr_valid, deactivated, doi_status, culture);

-- Price per delivered template message, per template category and recipient country (longest
-- calling-code prefix wins; '' is the default for every other country), in euros, dated: the
-- newest valid_from not in the future applies. An administrator updates it by adding rows.
-- Seed: Meta's published rate card for WhatsApp Business Platform, marketing category, EUR
-- column, effective 2025-07-01 (developers.facebook.com/docs/whatsapp/pricing, rate card CSV,
-- read 2025-10). Countries without a rate of their own take their region's rate (Austria,
-- Switzerland: "Rest of Western Europe"; Poland: "Rest of Central & Eastern Europe"); the default
-- is the "Other" rate.
create table whatsapp_prices (
  id serial primary key,
  category text not null check (category in ('MARKETING', 'UTILITY', 'AUTHENTICATION')),
  country_prefix text not null,
  country text not null,
  price_eur numeric(10, 4) not null check (price_eur >= 0),
  valid_from date not null,
  unique (category, country_prefix, valid_from)
);

insert into whatsapp_prices (category, country_prefix, country, price_eur, valid_from) values
  ('MARKETING', '49', 'DE', 0.1131, '2025-07-01'),
  ('MARKETING', '43', 'AT', 0.0490, '2025-07-01'),
  ('MARKETING', '41', 'CH', 0.0490, '2025-07-01'),
  ('MARKETING', '33', 'FR', 0.0712, '2025-07-01'),
  ('MARKETING', '39', 'IT', 0.0572, '2025-07-01'),
  ('MARKETING', '34', 'ES', 0.0509, '2025-07-01'),
  ('MARKETING', '31', 'NL', 0.1323, '2025-07-01'),
  ('MARKETING', '44', 'GB', 0.0438, '2025-07-01'),
  ('MARKETING', '48', 'PL', 0.0713, '2025-07-01'),
  ('MARKETING', '90', 'TR', 0.0090, '2025-07-01'),
  ('MARKETING', '1', 'US', 0.0207, '2025-07-01'),
  ('MARKETING', '', 'other', 0.0500, '2025-07-01');
