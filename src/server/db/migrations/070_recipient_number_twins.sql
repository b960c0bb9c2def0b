-- The Duplicate page of a group's recipient lists (issue 24). A Duplicate is an eligible member
-- after the first eligible member of its number (recipients/recipientSet.ts); which members are
-- eligible depends on the newsletter (language, unknown DOI), so no kept mark can name them for
-- every newsletter. What holds for all of them: a Duplicate has a member of the group with the
-- same number and a lower subscriber id. That mark depends on numbers and ids alone (not on
-- consent, language or deactivation) and is rare, so the Duplicate page reads the marked members
-- of a kind from a small index in number order and asks the duplicate rule of those only, instead
-- of asking it of every member from the key on until 50 duplicates are found.
alter table profile_subscribers add column has_earlier_twin boolean not null default false;

update profile_subscribers ps set has_earlier_twin = true
from (select profile_id, subscriber_id, subscriber_id > min(subscriber_id)
        over (partition by profile_id, telnr) as later
      from profile_subscribers where telnr is not null) t
where t.later and ps.profile_id = t.profile_id and ps.subscriber_id = t.subscriber_id;

create index profile_subscribers_twin_keys on profile_subscribers
  (profile_id, recipient_kind, telnr, subscriber_id) where has_earlier_twin;

-- Marks anew the members of the given groups' numbers (pairs, distinct): a member is marked when
-- another member of its group has its number and a lower id. Only marks that change are written,
-- and nothing at all when none does (an update of no rows still runs the statement triggers of
-- profile_subscribers).
create function mark_number_twins(profile_ids integer[], numbers text[]) returns void
language plpgsql as $$
declare
  changed_profiles integer[];
  changed_members bigint[];
  marks boolean[];
begin
  select array_agg(t.profile_id), array_agg(t.subscriber_id), array_agg(t.later)
  into changed_profiles, changed_members, marks
  from (select m.profile_id, m.subscriber_id, m.has_earlier_twin as marked,
          m.subscriber_id > min(m.subscriber_id) over (partition by m.profile_id, m.telnr) as later
        from unnest(profile_ids, numbers) as d (profile_id, telnr)
        join profile_subscribers m on m.profile_id = d.profile_id and m.telnr = d.telnr) t
  where t.later <> t.marked;
  if changed_members is null then return; end if;
  update profile_subscribers ps set has_earlier_twin = c.later
  from unnest(changed_profiles, changed_members, marks) as c (profile_id, subscriber_id, later)
  where ps.profile_id = c.profile_id and ps.subscriber_id = c.subscriber_id;
end $$;

-- After a statement that adds or removes members (a deleted subscriber leaves by cascade): the
-- numbers whose marks may have changed are marked anew. Most numbers have one member, so each
-- touched number is first probed alone on the number index: an added member's number needs new
-- marks only when the group now has it more than once; a removed member's only when the member
-- was the first of its number (unmarked) and others of that number remain. Members of a group
-- deleted in the same statement (cascade) are skipped, their group looked up once.
-- The groups' versions are moved first (migration 049; their version trigger does it again): a
-- transaction changing a member's number in one of them holds that row until it commits, so the
-- number is there when the numbers are probed. (Two statements adding or removing members of a
-- group already wait for each other: each counts the group's members, migration 005.)
create function profile_twins_marked() returns trigger language plpgsql as $$
declare
  live integer[];
  profile_ids integer[];
  numbers text[];
begin
  if TG_OP = 'INSERT' then
    select array_agg(p.id order by p.id) into live from profiles p
    where p.id in (select distinct profile_id from new_rows);
    perform bump_recipient_versions(live);
    select array_agg(profile_id), array_agg(telnr) into profile_ids, numbers
    from (select distinct profile_id, telnr from new_rows
          where telnr is not null and profile_id = any(live)) d
    where (select count(*) from profile_subscribers m
           where m.profile_id = d.profile_id and m.telnr = d.telnr) > 1;
  else
    select array_agg(p.id order by p.id) into live from profiles p
    where p.id in (select distinct profile_id from old_rows);
    perform bump_recipient_versions(live);
    select array_agg(profile_id), array_agg(telnr) into profile_ids, numbers
    from (select distinct profile_id, telnr from old_rows
          where telnr is not null and not has_earlier_twin and profile_id = any(live)) d
    where exists (select 1 from profile_subscribers m
                  where m.profile_id = d.profile_id and m.telnr = d.telnr);
  end if;
  if profile_ids is not null then
    perform mark_number_twins(profile_ids, numbers);
  end if;
  return null; end $$;

create trigger profile_subscribers_twins_added after insert on profile_subscribers
  referencing new table as new_rows for each statement execute function profile_twins_marked();
create trigger profile_subscribers_twins_removed after delete on profile_subscribers
  referencing old table as old_rows for each statement execute function profile_twins_marked();

-- A member's number changes (its subscriber's, migration 018), one row at a time: its own mark
-- is set before it is written, the twins of its old and new number after, once its group's
-- version is held as above (a member joining or leaving in another transaction holds it too). A
-- change of kind alone (consent, language, deactivation) or of the mark runs neither.
create function profile_twin_mark_own() returns trigger language plpgsql as $$
begin
  new.has_earlier_twin := new.telnr is not null and exists (select 1 from profile_subscribers d
    where d.profile_id = new.profile_id and d.telnr = new.telnr
      and d.subscriber_id < new.subscriber_id);
  return new; end $$;

create function profile_twins_moved() returns trigger language plpgsql as $$
begin
  perform bump_recipient_versions(array[new.profile_id]);
  perform mark_number_twins(array[new.profile_id, new.profile_id], array[old.telnr, new.telnr]);
  return null; end $$;

create trigger profile_subscribers_twin_own before update on profile_subscribers
  for each row when (old.telnr is distinct from new.telnr)
  execute function profile_twin_mark_own();
create trigger profile_subscribers_twins_moved after update on profile_subscribers
  for each row when (old.telnr is distinct from new.telnr)
  execute function profile_twins_moved();
