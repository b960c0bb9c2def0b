-- The global search and the start page (issue 3): trigram indexes for the search sources of the
-- suite, the stored last queries and visited pages, the dashboard visits behind "updates since
-- your last visit", and the send-time optimisation settings of an account.

-- "Contains" searches over names, answered from trigram indexes (pg_trgm, migration 005).
create index suite_email_campaigns_search on suite_email_campaigns using gin (lower(name) gin_trgm_ops);

create index suite_sms_campaigns_search on suite_sms_campaigns using gin (lower(name) gin_trgm_ops);

create index suite_events_search on suite_events using gin (lower(name) gin_trgm_ops);

-- Last queries per user and account (spec section 4): a repeated query moves to the front (its
-- time is renewed), the oldest beyond the limit are deleted.
create table search_queries (
  user_id integer not null references users (id) on delete cascade,
  account_id integer not null references accounts (id) on delete cascade,
  query text not null,
  searched_at timestamptz not null default now(),
  primary key (user_id, account_id, query)
);

create index search_queries_newest on search_queries (user_id, account_id, searched_at desc);

-- Pages (search hits) a user opened, per account; one row per page, its time renewed on a visit.
create table visited_pages (
  user_id integer not null references users (id) on delete cascade,
  account_id integer not null references accounts (id) on delete cascade,
  source text not null,
  item_id text not null,
  title text not null,
  url text,
  visited_at timestamptz not null default now(),
  primary key (user_id, account_id, source, item_id)
);

create index visited_pages_newest on visited_pages (user_id, account_id, visited_at desc);

-- The start page's visits: a visit is a dashboard load more than 30 minutes after the last one;
-- the updates count covers the actions of others since the previous visit.
create table dashboard_visits (
  user_id integer not null references users (id) on delete cascade,
  account_id integer not null references accounts (id) on delete cascade,
  previous_visit_at timestamptz,
  last_seen_at timestamptz not null default now(),
  primary key (user_id, account_id)
);

-- Send-time optimisation of an account (spec section 3): learning starts at activation.
create table send_time_optimization (
  account_id integer primary key references accounts (id) on delete cascade,
  activated_at timestamptz,
  activated_by integer references users (id) on delete set null,
  service_available boolean not null default true
);
