-- The reactions to a newsletter counted per type as they are recorded (issue 24), so the
-- reaction detail list's total reads a few rows instead of counting every reaction per page.
-- Like the delivery counts (migration 015), rows are only added, one per newsletter and type
-- per statement that changed any (webhooks record reactions concurrently; no row is shared for
-- them to wait on); statistics/compaction.ts folds them into one per newsletter and type. A
-- reaction counts while it has content (an emoji taken back has none).
create table whatsapp_newsletter_reaction_counts (
  id bigserial primary key,
  newsletter_id integer not null references whatsapp_newsletters (id) on delete cascade,
  type text not null,
  count integer not null
);

create index whatsapp_newsletter_reaction_counts_newsletter
  on whatsapp_newsletter_reaction_counts (newsletter_id, type);

create function whatsapp_reaction_counts_added() returns trigger language plpgsql as $$
begin
  insert into whatsapp_newsletter_reaction_counts (newsletter_id, type, count)
  select newsletter_id, type, count(*) from added_rows where content is not null
  group by newsletter_id, type;
  return null;
end $$;

create function whatsapp_reaction_counts_changed() returns trigger language plpgsql as $$
begin
  insert into whatsapp_newsletter_reaction_counts (newsletter_id, type, count)
  select newsletter_id, type, sum(n) from (
    select newsletter_id, type, 1 as n from changed_rows where content is not null
    union all
    select newsletter_id, type, -1 from previous_rows where content is not null) d
  group by newsletter_id, type having sum(n) <> 0;
  return null;
end $$;

-- Rows that go with their newsletter take their counts along (a cascade).
create function whatsapp_reaction_counts_removed() returns trigger language plpgsql as $$
begin
  insert into whatsapp_newsletter_reaction_counts (newsletter_id, type, count)
  select o.newsletter_id, o.type, -count(*) from previous_rows o
  where o.content is not null
    and exists (select 1 from whatsapp_newsletters w where w.id = o.newsletter_id)
  group by o.newsletter_id, o.type;
  return null;
end $$;

create trigger whatsapp_reaction_counts_added after insert on whatsapp_newsletter_reactions
  referencing new table as added_rows
  for each statement execute function whatsapp_reaction_counts_added();

create trigger whatsapp_reaction_counts_changed after update on whatsapp_newsletter_reactions
  referencing old table as previous_rows new table as changed_rows
  for each statement execute function whatsapp_reaction_counts_changed();

create trigger whatsapp_reaction_counts_removed after delete on whatsapp_newsletter_reactions
  referencing old table as previous_rows
  for each statement execute function whatsapp_reaction_counts_removed();

insert into whatsapp_newsletter_reaction_counts (newsletter_id, type, count)
select newsletter_id, type, count(*) from whatsapp_newsletter_reactions
where content is not null group by newsletter_id, type;
