-- Single sign-on: directory groups mapped to permission groups (roles), per account.

-- Per account: whether sign-in applies the mappings to people's permission groups.
create table sso_settings (
  account_id integer primary key references accounts (id) on delete cascade,
  sync_state boolean not null default false,
  updated_at timestamptz not null default now()
);

-- A directory group (external_id) and the permission groups its members get.
create table sso_mappings (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  external_id text not null,
  name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The name is unique per account, whatever its case.
create unique index sso_mappings_name on sso_mappings (account_id, lower(name));

create table sso_mapping_roles (
  mapping_id integer not null references sso_mappings (id) on delete cascade,
  role_id integer not null references roles (id) on delete cascade,
  primary key (mapping_id, role_id)
);

create index sso_mapping_roles_role on sso_mapping_roles (role_id);

-- Directory groups an account knows: seen at sign-in of its users, or entered by an administrator.
create table sso_available_groups (
  account_id integer not null references accounts (id) on delete cascade,
  external_id text not null,
  name text not null,
  source text not null check (source in ('signin', 'admin')),
  last_seen_at timestamptz not null default now(),
  primary key (account_id, external_id)
);

-- A user's directory groups: the embedded directory's own, or as last seen in an external token.
create table user_directory_groups (
  user_id integer not null references users (id) on delete cascade,
  external_id text not null,
  seen_at timestamptz not null default now(),
  primary key (user_id, external_id)
);

-- The user actions: who changed what, for the audit (mapping changes, rights changed by sync).
create table user_actions (
  id bigserial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  user_id integer references users (id) on delete set null,
  action_group text not null,
  caption text not null,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);

create index user_actions_account on user_actions (account_id, created_at);
