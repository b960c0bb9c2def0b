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
-- another member of its group has its number and a lower id. Only marks that change are written.
create function mark_number_twins(profile_ids integer[], numbers text[]) returns void
language sql as $$
  update profile_subscribers ps set has_earlier_twin = t.later
  from (select m.profile_id, m.subscriber_id, m.has_earlier_twin as marked,
          m.subscriber_id > min(m.subscriber_id) over (partition by m.profile_id, m.telnr) as later
        from unnest($1, $2) as d (profile_id, telnr)
        join profile_subscribers m on m.profile_id = d.profile_id and m.telnr = d.telnr) t
  where t.later <> t.marked and ps.profile_id = t.profile_id
    and ps.subscriber_id = t.subscriber_id $$;

-- After a statement that adds or removes members or changes their numbers (a subscriber's new
-- number reaches its groups' copies, migration 018; a deleted subscriber leaves by cascade): the
-- numbers it touched are marked anew. An update that changes no number (a new kind, or this
-- trigger's own marks) touches none and writes nothing; members of a group deleted in the same
-- statement (cascade) are skipped.
create function profile_twins_marked() returns trigger language plpgsql as $$
declare
  profile_ids integer[];
  numbers text[];
begin
  if TG_OP = 'INSERT' then
    select array_agg(profile_id), array_agg(telnr) into profile_ids, numbers
    from (select distinct profile_id, telnr from new_rows where telnr is not null) d
    where exists (select 1 from profiles p where p.id = d.profile_id);
  elsif TG_OP = 'DELETE' then
    select array_agg(profile_id), array_agg(telnr) into profile_ids, numbers
    from (select distinct profile_id, telnr from old_rows where telnr is not null) d
    where exists (select 1 from profiles p where p.id = d.profile_id);
  else
    select array_agg(profile_id), array_agg(telnr) into profile_ids, numbers
    from (select distinct profile_id, telnr from (
        select n.profile_id, n.telnr from new_rows n join old_rows o
          on o.profile_id = n.profile_id and o.subscriber_id = n.subscriber_id
          and o.telnr is distinct from n.telnr
        union all
        select o.profile_id, o.telnr from new_rows n join old_rows o
          on o.profile_id = n.profile_id and o.subscriber_id = n.subscriber_id
          and o.telnr is distinct from n.telnr) c
      where telnr is not null) d
    where exists (select 1 from profiles p where p.id = d.profile_id);
  end if;
  if profile_ids is not null then
    perform mark_number_twins(profile_ids, numbers);
  end if;
  return null; end $$;

create trigger profile_subscribers_twins_added after insert on profile_subscribers
  referencing new table as new_rows for each statement execute function profile_twins_marked();
create trigger profile_subscribers_twins_removed after delete on profile_subscribers
  referencing old table as old_rows for each statement execute function profile_twins_marked();
create trigger profile_subscribers_twins_changed after update on profile_subscribers
  referencing old table as old_rows new table as new_rows
  for each statement execute function profile_twins_marked();
