-- Deep pages of the newsletter editor's recipient lists (issue 24): a page is read by key, in
-- number order, from one index range per recipient kind (recipients/recipientPages.ts), never by
-- sorting the whole group. The key is (number, subscriber id), so members sharing a number keep
-- one order across pages.
create index profile_subscribers_kind_keys on profile_subscribers
  (profile_id, recipient_kind, telnr, subscriber_id);
create index subscribers_kind_keys on subscribers
  (account_id, recipient_kind, (telnr collate "C"), id);

-- The duplicate rule asks, per listed member, whether an eligible member with the same number and
-- a lower id exists: one probe of the number index, answered from the index alone.
drop index profile_subscribers_numbers;
create index profile_subscribers_numbers on profile_subscribers (profile_id, telnr)
  include (recipient_kind, subscriber_id);
drop index subscribers_numbers;
create index subscribers_numbers on subscribers (account_id, (telnr collate "C"))
  include (recipient_kind, id);

-- A version per group that moves with every change of its members' numbers or kinds; the
-- effective count (the distinct numbers of the eligible kinds, the one figure the kept counts per
-- kind cannot give) is kept per set of eligible kinds with the version it was counted at, so the
-- list pages read their totals without counting the group again.
create table recipient_group_versions (
  profile_id integer primary key references profiles (id) on delete cascade,
  version bigint not null
);

create table recipient_effective_counts (
  profile_id integer not null references profiles (id) on delete cascade,
  kinds text[] not null,
  version bigint not null,
  effective integer not null,
  primary key (profile_id, kinds)
);

create function bump_recipient_versions(profile_ids integer[]) returns void language sql as $$
  insert into recipient_group_versions as v (profile_id, version)
  select distinct p.id, 1 from unnest($1) as d (profile_id) join profiles p on p.id = d.profile_id
  on conflict (profile_id) do update set version = v.version + 1 $$;

create function profile_members_versioned() returns trigger language plpgsql as $$
begin
  if TG_OP = 'DELETE' then
    perform bump_recipient_versions(array_agg(distinct profile_id)) from old_rows;
  else
    perform bump_recipient_versions(array_agg(distinct profile_id)) from new_rows;
  end if;
  return null; end $$;

create trigger profile_subscribers_versioned_added after insert on profile_subscribers
  referencing new table as new_rows for each statement execute function profile_members_versioned();
create trigger profile_subscribers_versioned_removed after delete on profile_subscribers
  referencing old table as old_rows for each statement execute function profile_members_versioned();
create trigger profile_subscribers_versioned_changed after update on profile_subscribers
  referencing new table as new_rows for each statement execute function profile_members_versioned();

-- The all-subscribers profile: the account's subscribers come, go, or change number or kind (a
-- changed name leaves the version alone).
create function account_members_versioned() returns trigger language plpgsql as $$
begin
  if TG_OP = 'INSERT' then
    perform bump_recipient_versions(array_agg(p.id))
    from (select distinct account_id from new_rows) d
    join profiles p on p.account_id = d.account_id and p.is_system;
  elsif TG_OP = 'DELETE' then
    perform bump_recipient_versions(array_agg(p.id))
    from (select distinct account_id from old_rows) d
    join profiles p on p.account_id = d.account_id and p.is_system;
  else
    perform bump_recipient_versions(array_agg(p.id))
    from (select distinct n.account_id from new_rows n join old_rows o on o.id = n.id
          where n.telnr is distinct from o.telnr
             or n.recipient_kind is distinct from o.recipient_kind) d
    join profiles p on p.account_id = d.account_id and p.is_system;
  end if;
  return null; end $$;

create trigger subscribers_versioned_added after insert on subscribers
  referencing new table as new_rows for each statement execute function account_members_versioned();
create trigger subscribers_versioned_removed after delete on subscribers
  referencing old table as old_rows for each statement execute function account_members_versioned();
create trigger subscribers_versioned_changed after update on subscribers
  referencing old table as old_rows new table as new_rows
  for each statement execute function account_members_versioned();
