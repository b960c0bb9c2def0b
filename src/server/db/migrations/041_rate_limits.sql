-- Request counters of the API's rate limits (issue 21), shared by every server process on one
-- PostgreSQL: one row per key (a token's hash or a client address, with the limit's name) and
-- its current window. Unlogged: counters need no crash safety, and writes stay cheap.
create unlogged table rate_limits (
  key text primary key,
  hits integer not null,
  resets_at timestamptz not null
);

create index rate_limits_resets on rate_limits (resets_at);
