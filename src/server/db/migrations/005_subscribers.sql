-- Subscribers, recipient groups (profiles), fields, text components and CSV imports (issue 4).

-- Trigram indexes make "contains" searches (AutoComplete, the subscriber list) fast.
create extension if not exists pg_trgm;

-- An import of a CSV file: the file under DATA_DIR, the column mapping and the progress.
create table subscriber_imports (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  user_id integer references users (id) on delete set null,
  file_name text not null,
  file_path text not null,
  delimiter text not null,
  encoding text not null default 'utf8',
  headers jsonb not null,
  mapping jsonb,
  state text not null default 'uploaded' check (state in ('uploaded', 'running', 'done', 'failed')),
  total_rows integer not null default 0,
  rows_done integer not null default 0,
  imported integer not null default 0,
  rejected integer not null default 0,
  error_key text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);

create index subscriber_imports_account on subscriber_imports (account_id, id);

-- A subscriber of an account. telnr is E.164 when telnr_valid; an old invalid number is kept as
-- it was entered (so the recipient check can name it), but no new one gets in.
create table subscribers (
  id bigserial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  unique_id uuid not null default gen_random_uuid() unique,
  check_value text not null default substr(md5(gen_random_uuid()::text), 1, 16),
  firstname text,
  lastname text,
  email text,
  telnr text,
  telnr_valid boolean not null default true,
  culture text not null default 'de-DE',
  doi_status text not null default 'unknown'
    check (doi_status in ('unknown', 'pending', 'confirmed', 'optedOut')),
  deactivated boolean not null default false,
  custom_fields jsonb not null default '{}'::jsonb,
  import_id integer references subscriber_imports (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- What searches look in: names, email and number, lower case.
  search_text text generated always as (
    lower(coalesce(firstname, '') || ' ' || coalesce(lastname, '') || ' ' ||
      coalesce(email, '') || ' ' || coalesce(telnr, ''))
  ) stored
);

create index subscribers_account on subscribers (account_id, id);

create index subscribers_search on subscribers using gin (search_text gin_trgm_ops);

-- Duplicate checks of imports and of the form.
create index subscribers_telnr on subscribers (account_id, telnr);

create index subscribers_email on subscribers (account_id, lower(email));

-- Static recipient groups; one system profile per account stands for all its subscribers.
create table profiles (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  unique_id uuid not null default gen_random_uuid() unique,
  name text not null,
  is_system boolean not null default false,
  -- Maintained by the triggers below, so no count scans the members.
  subscriber_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index profiles_name on profiles (account_id, lower(name));

create unique index profiles_all_subscribers on profiles (account_id) where is_system;

create table profile_subscribers (
  profile_id integer not null references profiles (id) on delete cascade,
  subscriber_id bigint not null references subscribers (id) on delete cascade,
  primary key (profile_id, subscriber_id)
);

create index profile_subscribers_subscriber on profile_subscribers (subscriber_id);

create function profile_members_added() returns trigger language plpgsql as $$
begin
  update profiles p set subscriber_count = p.subscriber_count + added.n
  from (select profile_id, count(*)::int as n from new_rows group by profile_id) added
  where p.id = added.profile_id; return null; end $$;

create function profile_members_removed() returns trigger language plpgsql as $$
begin
  update profiles p set subscriber_count = p.subscriber_count - removed.n
  from (select profile_id, count(*)::int as n from old_rows group by profile_id) removed
  where p.id = removed.profile_id; return null; end $$;

create trigger profile_subscribers_added after insert on profile_subscribers
  referencing new table as new_rows for each statement execute function profile_members_added();

create trigger profile_subscribers_removed after delete on profile_subscribers
  referencing old table as old_rows for each statement execute function profile_members_removed();

-- The all-subscribers profile counts the account's subscribers without membership rows.
create function subscribers_added() returns trigger language plpgsql as $$
begin
  update profiles p set subscriber_count = p.subscriber_count + added.n
  from (select account_id, count(*)::int as n from new_rows group by account_id) added
  where p.account_id = added.account_id and p.is_system; return null; end $$;

create function subscribers_removed() returns trigger language plpgsql as $$
begin
  update profiles p set subscriber_count = p.subscriber_count - removed.n
  from (select account_id, count(*)::int as n from old_rows group by account_id) removed
  where p.account_id = removed.account_id and p.is_system; return null; end $$;

create trigger subscribers_added after insert on subscribers
  referencing new table as new_rows for each statement execute function subscribers_added();

create trigger subscribers_removed after delete on subscribers
  referencing old table as old_rows for each statement execute function subscribers_removed();

-- Every account, now and later, has its all-subscribers profile.
insert into profiles (account_id, name, is_system)
  select id, 'Alle Abonnenten', true from accounts;

create function account_all_subscribers_profile() returns trigger language plpgsql as $$
begin
  insert into profiles (account_id, name, is_system) values (new.id, 'Alle Abonnenten', true); return null; end $$;

create trigger accounts_all_subscribers_profile after insert on accounts
  for each row execute function account_all_subscribers_profile();

-- Custom subscriber fields an account defines; values live in subscribers.custom_fields.
create table subscriber_fields (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  name text not null,
  label text not null,
  type text not null default 'text' check (type in ('text', 'number', 'date')),
  created_at timestamptz not null default now()
);

create unique index subscriber_fields_name on subscriber_fields (account_id, lower(name));

create table text_components (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  friendly_name text not null,
  content text not null,
  multi_line boolean not null default false,
  created_at timestamptz not null default now()
);

create index text_components_account on text_components (account_id, lower(friendly_name));

-- Per account: the subscriber used for test sends and previews.
create table subscriber_settings (
  account_id integer primary key references accounts (id) on delete cascade,
  test_subscriber_id bigint references subscribers (id) on delete set null
);

-- Rows of an import that did not get in, and why.
create table subscriber_import_rejections (
  import_id integer not null references subscriber_imports (id) on delete cascade,
  line integer not null,
  reason text not null,
  field text,
  row_values jsonb not null,
  primary key (import_id, line)
);
