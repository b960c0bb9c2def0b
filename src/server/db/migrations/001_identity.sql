-- Accounts, users, permission groups (roles) and the rights they hold, per account.
create table accounts (
  id serial primary key,
  name text not null,
  locked boolean not null default false,
  created_at timestamptz not null default now()
);

create table users (
  id serial primary key,
  sub text not null unique default gen_random_uuid()::text,
  username text not null unique,
  email text not null,
  given_name text not null default '',
  family_name text not null default '',
  salutation text not null default '',
  title text not null default '',
  locale text not null default 'de-DE',
  rows_per_page integer not null default 25,
  password_hash text,
  current_account_id integer references accounts (id),
  created_at timestamptz not null default now()
);

-- Which accounts a user may work for.
create table account_users (
  account_id integer not null references accounts (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  primary key (account_id, user_id)
);

create index account_users_user on account_users (user_id);

-- Permission groups of an account; SSO mappings point at these.
create table roles (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  name text not null,
  unique (account_id, name)
);

create table role_rights (
  role_id integer not null references roles (id) on delete cascade,
  right_name text not null,
  primary key (role_id, right_name)
);

create table user_roles (
  user_id integer not null references users (id) on delete cascade,
  role_id integer not null references roles (id) on delete cascade,
  primary key (user_id, role_id)
);

create index user_roles_role on user_roles (role_id);

-- What the OpenID Connect provider keeps: sessions, grants, codes, refresh tokens, interactions.
create table oidc_payloads (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  consumed_at timestamptz,
  expires_at timestamptz,
  primary key (model, id)
);

create index oidc_payloads_grant on oidc_payloads (grant_id);
create index oidc_payloads_uid on oidc_payloads (uid);
create index oidc_payloads_expires on oidc_payloads (expires_at);

-- Failed sign-ins, to throttle password guessing.
create table signin_failures (
  username text not null,
  failed_at timestamptz not null default now()
);

create index signin_failures_user on signin_failures (username, failed_at);

-- Keys made once and shared by every server process: token signing keys, cookie keys.
create table server_secrets (
  name text primary key,
  value jsonb not null,
  created_at timestamptz not null default now()
);

-- What people write on the unexpected-error page.
create table feedback (
  id serial primary key,
  account_id integer references accounts (id) on delete set null,
  user_id integer references users (id) on delete set null,
  description text not null,
  callback_email text,
  phone text,
  url text,
  error_text text,
  created_at timestamptz not null default now()
);
