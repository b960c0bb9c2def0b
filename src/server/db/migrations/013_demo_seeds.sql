-- The areas of demo data already seeded into this database (seed.ts): a restart finds them all
-- with one query instead of probing each area's own tables. A database that predates this table
-- probes each area once more (each area's seed checks its own tables) and then records them.
create table demo_seeds (
  area text primary key,
  seeded_at timestamptz not null default now()
);
