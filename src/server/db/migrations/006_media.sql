-- The media database (spec section 3): folders, assets, file allocations and the webspace of
-- each account. The files themselves live in the media storage (DATA_DIR/media by default);
-- an asset row names its file by storage_key.

-- Folders form a tree per account; parent_id null is the top level.
create table media_folders (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  parent_id integer references media_folders (id) on delete restrict,
  name text not null,
  created_at timestamptz not null default now(),
  changed_at timestamptz not null default now()
);

-- A name is unique among its siblings, whatever its case (top level: parent 0).
create unique index media_folders_name on media_folders (account_id, coalesce(parent_id, 0), lower(name));

create index media_folders_parent on media_folders (parent_id);

-- An uploaded image. The id is random: it is also the unguessable part of the public file path.
create table media_assets (
  id uuid primary key default gen_random_uuid(),
  account_id integer not null references accounts (id) on delete cascade,
  folder_id integer references media_folders (id) on delete restrict,
  name text not null,
  tags text[] not null default '{}',
  extension text not null check (extension in ('jpg', 'jpeg', 'png')),
  content_type text not null,
  size_bytes bigint not null check (size_bytes > 0),
  width integer,
  height integer,
  storage_key text not null unique,
  creator_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  changed_at timestamptz not null default now()
);

create index media_assets_folder on media_assets (account_id, folder_id, lower(name));

-- GetLastChangedAssets reads the newest changes of an account from this index.
create index media_assets_changed on media_assets (account_id, changed_at desc);

-- Where an asset is used (spec section 3, "Media allocation"): one file per entity slot.
create table media_file_allocations (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  file_id uuid not null references media_assets (id) on delete cascade,
  identifier text not null,
  object_id text not null,
  entity_type text not null,
  created_at timestamptz not null default now(),
  changed_at timestamptz not null default now(),
  unique (account_id, entity_type, object_id, identifier)
);

create index media_file_allocations_file on media_file_allocations (file_id);

-- The webspace of an account: its limit and the maintained sum of its assets' sizes, changed in
-- the same transaction as every asset insert or delete (never a scan per upload).
create table media_webspace (
  account_id integer primary key references accounts (id) on delete cascade,
  limit_bytes bigint not null default 104857600 check (limit_bytes >= 0),
  used_bytes bigint not null default 0 check (used_bytes >= 0)
);
