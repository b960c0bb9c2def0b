-- The statistics detail lists paged by key in number order (issue 24, statistics/detailPages.ts):
-- each list reads one index range from its page key on, (newsletter, number, tie), instead of
-- walking an offset. The delivery list has its indexes since migrations 015 and 017.
create index whatsapp_newsletter_exclusions_keys on whatsapp_newsletter_exclusions
  (newsletter_id, telnr, subscriber_id) include (reason);
create index whatsapp_newsletter_reactions_keys on whatsapp_newsletter_reactions
  (newsletter_id, telnr, id) where content is not null;

-- Who was left out at send start, counted per reason as the rows are written (they are written
-- once, by startSending, and removed together when a send is taken back; never changed), so the recipient
-- statistics and their detail list's totals read a few rows instead of counting a million.
create table whatsapp_newsletter_exclusion_counts (
  newsletter_id integer not null references whatsapp_newsletters (id) on delete cascade,
  reason text not null,
  count integer not null,
  primary key (newsletter_id, reason)
);

create function whatsapp_exclusion_counts_added() returns trigger language plpgsql as $$
begin
  insert into whatsapp_newsletter_exclusion_counts as c (newsletter_id, reason, count)
  select newsletter_id, reason, count(*) from added_rows group by newsletter_id, reason
  on conflict (newsletter_id, reason) do update set count = c.count + excluded.count;
  return null;
end $$;

-- Rows that go with their newsletter take their counts along (a cascade); any other deletion
-- takes its rows out of the counts.
create function whatsapp_exclusion_counts_removed() returns trigger language plpgsql as $$
begin
  update whatsapp_newsletter_exclusion_counts c set count = c.count - o.n
  from (select newsletter_id, reason, count(*)::int as n from previous_rows
        group by newsletter_id, reason) o
  where c.newsletter_id = o.newsletter_id and c.reason = o.reason;
  delete from whatsapp_newsletter_exclusion_counts c using previous_rows o
  where c.newsletter_id = o.newsletter_id and c.reason = o.reason and c.count <= 0;
  return null;
end $$;

create trigger whatsapp_exclusion_counts_added after insert on whatsapp_newsletter_exclusions
  referencing new table as added_rows
  for each statement execute function whatsapp_exclusion_counts_added();

create trigger whatsapp_exclusion_counts_removed after delete on whatsapp_newsletter_exclusions
  referencing old table as previous_rows
  for each statement execute function whatsapp_exclusion_counts_removed();

insert into whatsapp_newsletter_exclusion_counts (newsletter_id, reason, count)
select newsletter_id, reason, count(*) from whatsapp_newsletter_exclusions
group by newsletter_id, reason;
