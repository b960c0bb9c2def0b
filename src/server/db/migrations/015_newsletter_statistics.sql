-- Newsletter statistics (issue 9): delivery counts kept as events arrive, reactions per
-- newsletter, and who was left out at send start. The overview reads a few hundred count rows
-- of a newsletter instead of scanning its million messages.

-- What a recipient row counts as in the statistics: pending (not sent yet: pending, claimed,
-- attempting), sent (accepted by Meta, no receipt yet), delivered, read, failed (given up by the
-- engine or reported failed by Meta) or removed (stopped before it was sent). delivery_status
-- only moves forward (webhooks/messageStatuses.ts), so a late or repeated webhook cannot move a
-- row back and count it twice.
alter table whatsapp_newsletter_recipients add column delivery_class text generated always as (
  case
    when state in ('pending', 'claimed', 'attempting') then 'pending'
    when state = 'removed' then 'removed'
    when delivery_status = 'read' then 'read'
    when delivery_status = 'delivered' then 'delivered'
    when state = 'failed' or delivery_status = 'failed' then 'failed'
    else 'sent'
  end) stored;

-- Detail lists sort by number by default (spec section 9); the rare classes have their own.
create index whatsapp_newsletter_recipients_telnr on whatsapp_newsletter_recipients
  (newsletter_id, telnr, subscriber_id) include (delivery_class);
create index whatsapp_newsletter_recipients_failed on whatsapp_newsletter_recipients
  (newsletter_id, telnr, subscriber_id) where delivery_class = 'failed';
create index whatsapp_newsletter_recipients_in_progress on whatsapp_newsletter_recipients
  (newsletter_id, telnr, subscriber_id) where delivery_class in ('pending', 'sent');

-- Changes of the recipient rows' classes, one row per newsletter per statement that changed
-- any, stamped with the minute it happened: their sum is the current count per class, their
-- running sum by minute the time course. Rows are only added (no lock on a shared counter, so
-- the engine and the webhooks never wait for each other); statistics/compaction.ts folds them
-- into one row per newsletter and minute.
create table whatsapp_newsletter_delivery_counts (
  id bigserial primary key,
  newsletter_id integer not null references whatsapp_newsletters (id) on delete cascade,
  minute timestamptz not null,
  pending integer not null default 0,
  sent integer not null default 0,
  delivered integer not null default 0,
  read integer not null default 0,
  failed integer not null default 0,
  removed integer not null default 0
);

create index whatsapp_newsletter_delivery_counts_newsletter on whatsapp_newsletter_delivery_counts
  (newsletter_id, minute);

create function whatsapp_delivery_counts_added() returns trigger language plpgsql as $$
begin
  insert into whatsapp_newsletter_delivery_counts
    (newsletter_id, minute, pending, sent, delivered, read, failed, removed)
  select newsletter_id, date_trunc('minute', now()),
    count(*) filter (where delivery_class = 'pending'),
    count(*) filter (where delivery_class = 'sent'),
    count(*) filter (where delivery_class = 'delivered'),
    count(*) filter (where delivery_class = 'read'),
    count(*) filter (where delivery_class = 'failed'),
    count(*) filter (where delivery_class = 'removed')
  from added_rows group by newsletter_id;
  return null;
end $$;

create function whatsapp_delivery_counts_changed() returns trigger language plpgsql as $$
begin
  insert into whatsapp_newsletter_delivery_counts
    (newsletter_id, minute, pending, sent, delivered, read, failed, removed)
  select n.newsletter_id, date_trunc('minute', now()),
    sum((n.delivery_class = 'pending')::int - (o.delivery_class = 'pending')::int),
    sum((n.delivery_class = 'sent')::int - (o.delivery_class = 'sent')::int),
    sum((n.delivery_class = 'delivered')::int - (o.delivery_class = 'delivered')::int),
    sum((n.delivery_class = 'read')::int - (o.delivery_class = 'read')::int),
    sum((n.delivery_class = 'failed')::int - (o.delivery_class = 'failed')::int),
    sum((n.delivery_class = 'removed')::int - (o.delivery_class = 'removed')::int)
  from changed_rows n join previous_rows o using (newsletter_id, subscriber_id)
  where n.delivery_class <> o.delivery_class
  group by n.newsletter_id;
  return null;
end $$;

-- Rows go only with their newsletter (a cascade, which takes its counts along); any other
-- deletion takes its rows out of the counts.
create function whatsapp_delivery_counts_removed() returns trigger language plpgsql as $$
begin
  insert into whatsapp_newsletter_delivery_counts
    (newsletter_id, minute, pending, sent, delivered, read, failed, removed)
  select o.newsletter_id, date_trunc('minute', now()),
    -count(*) filter (where delivery_class = 'pending'),
    -count(*) filter (where delivery_class = 'sent'),
    -count(*) filter (where delivery_class = 'delivered'),
    -count(*) filter (where delivery_class = 'read'),
    -count(*) filter (where delivery_class = 'failed'),
    -count(*) filter (where delivery_class = 'removed')
  from previous_rows o
  where exists (select 1 from whatsapp_newsletters w where w.id = o.newsletter_id)
  group by o.newsletter_id;
  return null;
end $$;

create trigger whatsapp_delivery_counts_added after insert on whatsapp_newsletter_recipients
  referencing new table as added_rows
  for each statement execute function whatsapp_delivery_counts_added();

create trigger whatsapp_delivery_counts_changed after update on whatsapp_newsletter_recipients
  referencing old table as previous_rows new table as changed_rows
  for each statement execute function whatsapp_delivery_counts_changed();

create trigger whatsapp_delivery_counts_removed after delete on whatsapp_newsletter_recipients
  referencing old table as previous_rows
  for each statement execute function whatsapp_delivery_counts_removed();

-- The rows already there, as of their send time.
insert into whatsapp_newsletter_delivery_counts
  (newsletter_id, minute, pending, sent, delivered, read, failed, removed)
select newsletter_id, date_trunc('minute', coalesce(sent_at, now())),
  count(*) filter (where delivery_class = 'pending'),
  count(*) filter (where delivery_class = 'sent'),
  count(*) filter (where delivery_class = 'delivered'),
  count(*) filter (where delivery_class = 'read'),
  count(*) filter (where delivery_class = 'failed'),
  count(*) filter (where delivery_class = 'removed')
from whatsapp_newsletter_recipients
group by newsletter_id, date_trunc('minute', coalesce(sent_at, now()));

-- What recipients did with a newsletter's message (spec section 3, reaction filter): Cta (a
-- tracked link opened), QuickReply (a button tapped), Emoji, Text (a reply to the message) or
-- Others (an image, a location … sent in reply). source_key is the webhook message's id (the
-- person and message for an emoji, which a later one replaces), so a webhook that comes again
-- is counted once. content: the button title, emoji, text, link or message type; an emoji taken
-- back is kept with content null, so that an older one arriving late cannot bring it back.
create table whatsapp_newsletter_reactions (
  id bigserial primary key,
  newsletter_id integer not null references whatsapp_newsletters (id) on delete cascade,
  subscriber_id bigint not null,
  telnr text not null,
  type text not null check (type in ('Cta', 'QuickReply', 'Emoji', 'Text', 'Others')),
  content text,
  reacted_at timestamptz not null,
  source_key text not null unique
);

create index whatsapp_newsletter_reactions_newsletter on whatsapp_newsletter_reactions
  (newsletter_id, type, reacted_at);

-- Who of the group was left out at send start, and why (the exclusion reasons of spec section
-- 3), kept so the statistics show the newsletter's own exclusions, not the group's of today.
create table whatsapp_newsletter_exclusions (
  newsletter_id integer not null references whatsapp_newsletters (id) on delete cascade,
  subscriber_id bigint not null,
  telnr text,
  reason text not null,
  primary key (newsletter_id, subscriber_id)
);

create index whatsapp_newsletter_exclusions_reason on whatsapp_newsletter_exclusions
  (newsletter_id, reason);
