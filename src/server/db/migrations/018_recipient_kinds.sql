-- What a subscriber is as a newsletter recipient, before a newsletter's own settings apply
-- (recipients/recipientSet.ts reads it): a reason that excludes them always (NoPhoneNumber,
-- InvalidPhoneNumber, Deactivated, DOIStatus for opted out or pending), or their DOI status and
-- language ('confirmed:de', 'unknown:en'), which the newsletter's DOI and language settings judge.
alter table subscribers add column recipient_kind text generated always as (
  case
    when telnr is null or telnr = '' then 'NoPhoneNumber'
    when not telnr_valid then 'InvalidPhoneNumber'
    when deactivated then 'Deactivated'
    when doi_status in ('optedOut', 'pending') then 'DOIStatus'
    else doi_status || ':' || split_part(culture, '-', 1)
  end) stored;

-- Group members carry a copy of their subscriber's number and kind, so a group's recipients are
-- counted without a join with a million subscribers: the distinct numbers from one index in
-- number order (byte order, "C": no locale rules to compare digits), the members per kind from
-- counts kept below. Triggers keep the copy: filled on insert, renewed when the subscriber's
-- number or kind changes.
alter table profile_subscribers add column telnr text collate "C", add column recipient_kind text;

update profile_subscribers ps set telnr = s.telnr, recipient_kind = s.recipient_kind
from subscribers s where s.id = ps.subscriber_id;

alter table profile_subscribers alter column recipient_kind set not null;

create function profile_member_copy() returns trigger language plpgsql as $$
begin
  select s.telnr, s.recipient_kind into new.telnr, new.recipient_kind
  from subscribers s where s.id = new.subscriber_id;
  return new; end $$;

create trigger profile_subscribers_copy before insert on profile_subscribers
  for each row execute function profile_member_copy();

create function subscriber_recipient_changed() returns trigger language plpgsql as $$
begin
  update profile_subscribers set telnr = new.telnr, recipient_kind = new.recipient_kind
  where subscriber_id = new.id;
  return null; end $$;

create trigger subscribers_recipient_changed after update on subscribers
  for each row when (old.telnr is distinct from new.telnr
    or old.recipient_kind is distinct from new.recipient_kind)
  execute function subscriber_recipient_changed();

create index profile_subscribers_numbers on profile_subscribers (profile_id, telnr)
  include (recipient_kind);

-- The all-subscribers profile is counted from the account's subscribers in number order.
create index subscribers_numbers on subscribers (account_id, (telnr collate "C"))
  include (recipient_kind);

-- The detail lists and the send start join members with their subscriber by id.
drop index subscribers_recipient_check;
create index subscribers_recipient_check on subscribers (id)
  include (account_id, telnr, recipient_kind);

-- Members per kind of every group, the all-subscribers profile included, kept by statement
-- triggers as members and subscribers come, go and change (rows at 0 stay).
create table recipient_kind_counts (
  profile_id integer not null references profiles (id) on delete cascade,
  recipient_kind text not null,
  members integer not null,
  primary key (profile_id, recipient_kind)
);

insert into recipient_kind_counts (profile_id, recipient_kind, members)
  select profile_id, recipient_kind, count(*) from profile_subscribers group by 1, 2;
insert into recipient_kind_counts (profile_id, recipient_kind, members)
  select p.id, s.recipient_kind, count(*) from subscribers s
  join profiles p on p.account_id = s.account_id and p.is_system group by 1, 2;

-- Adds a statement's changes, (group, kind, members more or fewer), netted per group and kind:
-- the one upsert every trigger below uses. Changes of a group deleted in the same statement
-- (cascade) are skipped.
create function add_recipient_kinds(profile_ids integer[], kinds text[], changes integer[])
returns void language sql as $$
  insert into recipient_kind_counts as c (profile_id, recipient_kind, members)
  select d.profile_id, d.kind, sum(d.n) from unnest($1, $2, $3) as d (profile_id, kind, n)
  join profiles p on p.id = d.profile_id
  group by 1, 2 having sum(d.n) <> 0
  on conflict (profile_id, recipient_kind) do update set members = c.members + excluded.members $$;

-- Group members: added rows count +1, removed ones -1; an update (a subscriber's new kind) both.
create function profile_kinds_counted() returns trigger language plpgsql as $$
begin
  if TG_OP = 'INSERT' then
    perform add_recipient_kinds(array_agg(profile_id), array_agg(recipient_kind), array_agg(n))
    from (select profile_id, recipient_kind, count(*)::int as n from new_rows group by 1, 2) d;
  elsif TG_OP = 'DELETE' then
    perform add_recipient_kinds(array_agg(profile_id), array_agg(recipient_kind), array_agg(n))
    from (select profile_id, recipient_kind, -count(*)::int as n from old_rows group by 1, 2) d;
  else
    perform add_recipient_kinds(array_agg(profile_id), array_agg(recipient_kind), array_agg(n))
    from (select profile_id, recipient_kind, sum(n)::int as n from (
        select profile_id, recipient_kind, 1 as n from new_rows
        union all select profile_id, recipient_kind, -1 from old_rows) r group by 1, 2) d;
  end if;
  return null; end $$;

create trigger profile_subscribers_kinds_added after insert on profile_subscribers
  referencing new table as new_rows for each statement execute function profile_kinds_counted();
create trigger profile_subscribers_kinds_removed after delete on profile_subscribers
  referencing old table as old_rows for each statement execute function profile_kinds_counted();
create trigger profile_subscribers_kinds_changed after update on profile_subscribers
  referencing old table as old_rows new table as new_rows
  for each statement execute function profile_kinds_counted();

-- The all-subscribers profile: the account's subscribers, likewise. An update that changes no
-- kind (a name, say) nets to nothing and writes nothing.
create function account_kinds_counted() returns trigger language plpgsql as $$
begin
  if TG_OP = 'INSERT' then
    perform add_recipient_kinds(array_agg(p.id), array_agg(d.recipient_kind), array_agg(d.n))
    from (select account_id, recipient_kind, count(*)::int as n from new_rows group by 1, 2) d
    join profiles p on p.account_id = d.account_id and p.is_system;
  elsif TG_OP = 'DELETE' then
    perform add_recipient_kinds(array_agg(p.id), array_agg(d.recipient_kind), array_agg(d.n))
    from (select account_id, recipient_kind, -count(*)::int as n from old_rows group by 1, 2) d
    join profiles p on p.account_id = d.account_id and p.is_system;
  else
    perform add_recipient_kinds(array_agg(p.id), array_agg(d.recipient_kind), array_agg(d.n))
    from (select account_id, recipient_kind, sum(n)::int as n from (
        select account_id, recipient_kind, 1 as n from new_rows
        union all select account_id, recipient_kind, -1 from old_rows) r group by 1, 2) d
    join profiles p on p.account_id = d.account_id and p.is_system;
  end if;
  return null; end $$;

create trigger subscribers_kinds_added after insert on subscribers
  referencing new table as new_rows for each statement execute function account_kinds_counted();
create trigger subscribers_kinds_removed after delete on subscribers
  referencing old table as old_rows for each statement execute function account_kinds_counted();
create trigger subscribers_kinds_changed after update on subscribers
  referencing old table as old_rows new table as new_rows
  for each statement execute function account_kinds_counted();
