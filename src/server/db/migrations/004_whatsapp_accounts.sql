-- Linked WhatsApp business accounts (WABAs) and their phone numbers, per account (spec section 3).

-- A WABA is linked to one account of the installation at most: its Graph id is unique.
-- The business token is stored sealed (AES-256-GCM, see cloudapi/tokenCipher.ts), never in clear.
create table whatsapp_accounts (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  waba_id text not null unique,
  name text not null,
  -- Business verification, spec enum: 0 unknown … 10 verified.
  verification smallint not null default 0 check (verification between 0 and 10),
  active boolean not null default true,
  business_token text not null,
  linked_at timestamptz not null default now(),
  linked_by_user_id integer references users (id) on delete set null,
  -- The name as it was when linking, kept when the user is deleted.
  linked_by_name text not null default '',
  last_synced_at timestamptz
);

create index whatsapp_accounts_account on whatsapp_accounts (account_id);

-- A phone number of a linked WABA. The Graph id is unique: a number belongs to one WABA.
create table whatsapp_phone_numbers (
  id serial primary key,
  whatsapp_account_id integer not null references whatsapp_accounts (id) on delete cascade,
  phone_number_id text not null unique,
  display_name text not null default '',
  phone_number text not null,
  -- Spec enums: status 0 unknown … 10 unverified; tier 0 unknown … 6 unlimited; quality 0 … 3.
  status smallint not null default 0 check (status between 0 and 10),
  active boolean not null default true,
  tier smallint not null default 0 check (tier between 0 and 6),
  quality smallint not null default 0 check (quality between 0 and 3),
  throughput_level text not null default 'STANDARD',
  name_status text not null default '',
  last_synced_at timestamptz
);

create index whatsapp_phone_numbers_account on whatsapp_phone_numbers (whatsapp_account_id);
