-- The Duplicate page of All subscribers (issue 24), as migration 070 did for the groups: All
-- subscribers reads the subscribers themselves, and its Duplicate page asked the duplicate rule of
-- every subscriber from the key on until it had 50. In an account of a million subscribers with
-- almost no shared number it read them all: 241-433 ms a page, 2-5 ms with the mark. A Duplicate
-- has a subscriber of its account with the same number and a lower id; that mark depends on
-- numbers and ids alone and is rare, so the page reads the marked subscribers of a kind from a
-- small index.
alter table subscribers add column has_earlier_twin boolean not null default false;

update subscribers s set has_earlier_twin = true
from (select id, id > min(id) over (partition by account_id, telnr) as later
      from subscribers where telnr is not null) t
where t.later and s.id = t.id;

create index subscribers_twin_keys on subscribers
  (account_id, recipient_kind, (telnr collate "C"), id) where has_earlier_twin;

-- Marks anew the subscribers of the given accounts' numbers (pairs, distinct); only marks that
-- change are written, and nothing at all when none does (an update of no rows still runs the
-- statement triggers of subscribers).
create function mark_account_number_twins(account_ids integer[], numbers text[]) returns void
language plpgsql as $$
declare
  changed_ids bigint[];
  marks boolean[];
begin
  select array_agg(t.id), array_agg(t.later) into changed_ids, marks
  from (select s.id, s.has_earlier_twin as marked,
          s.id > min(s.id) over (partition by s.account_id, s.telnr) as later
        from unnest(account_ids, numbers) as d (account_id, telnr)
        join subscribers s on s.account_id = d.account_id and s.telnr = d.telnr) t
  where t.later <> t.marked;
  if changed_ids is null then return; end if;
  update subscribers s set has_earlier_twin = c.later
  from unnest(changed_ids, marks) as c (id, later)
  where s.id = c.id;
end $$;

-- After a statement that adds or removes subscribers (an import's batch, a deletion): the numbers
-- whose marks may have changed are marked anew, each probed alone on the number index first, as
-- for the groups (migration 070). All subscribers' versions are moved first (migration 049; its
-- version trigger, which fires after this one, does it again): a transaction adding or removing a
-- subscriber of the account holds that row until it commits, so its number is there when the
-- numbers are probed.
create function account_twins_marked() returns trigger language plpgsql as $$
declare
  account_ids integer[];
  numbers text[];
begin
  if TG_OP = 'INSERT' then
    perform bump_recipient_versions(array_agg(p.id order by p.id)) from profiles p
    where p.is_system and p.account_id in (select distinct account_id from new_rows);
    select array_agg(account_id), array_agg(telnr) into account_ids, numbers
    from (select distinct account_id, telnr from new_rows where telnr is not null) d
    where (select count(*) from subscribers s
           where s.account_id = d.account_id and s.telnr = d.telnr) > 1;
  else
    perform bump_recipient_versions(array_agg(p.id order by p.id)) from profiles p
    where p.is_system and p.account_id in (select distinct account_id from old_rows);
    select array_agg(account_id), array_agg(telnr) into account_ids, numbers
    from (select distinct account_id, telnr from old_rows
          where telnr is not null and not has_earlier_twin) d
    where exists (select 1 from subscribers s
                  where s.account_id = d.account_id and s.telnr = d.telnr);
  end if;
  if account_ids is not null then
    perform mark_account_number_twins(account_ids, numbers);
  end if;
  return null; end $$;

create trigger subscribers_twins_added after insert on subscribers
  referencing new table as new_rows for each statement execute function account_twins_marked();
create trigger subscribers_twins_removed after delete on subscribers
  referencing old table as old_rows for each statement execute function account_twins_marked();

-- A subscriber's number changes: its own mark is set before it is written, the twins of its old
-- and new number after, once All subscribers' version is held as above. A change of anything else
-- (the mark too) runs neither.
create function account_twin_mark_own() returns trigger language plpgsql as $$
begin
  new.has_earlier_twin := new.telnr is not null and exists (select 1 from subscribers d
    where d.account_id = new.account_id and d.telnr = new.telnr and d.id < new.id);
  return new; end $$;

create function account_twins_moved() returns trigger language plpgsql as $$
begin
  perform bump_recipient_versions(array_agg(p.id)) from profiles p
  where p.is_system and p.account_id = new.account_id;
  perform mark_account_number_twins(array[new.account_id, new.account_id],
    array[old.telnr, new.telnr]);
  return null; end $$;

create trigger subscribers_twin_own before update on subscribers
  for each row when (old.telnr is distinct from new.telnr)
  execute function account_twin_mark_own();
create trigger subscribers_twins_moved after update on subscribers
  for each row when (old.telnr is distinct from new.telnr)
  execute function account_twins_moved();
