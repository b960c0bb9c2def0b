-- Issue 20: a send stopped before its end gets a status of its own, Stopped (6), so that the
-- list, the editor, the statistics and the start page never read it as Sent. Sends stopped
-- before this migration were marked Sent with a stop time.
alter table whatsapp_newsletters drop constraint whatsapp_newsletters_status_check;
alter table whatsapp_newsletters add constraint whatsapp_newsletters_status_check
  check (status between 0 and 6);
update whatsapp_newsletters set status = 6 where status = 4 and stopped_at is not null;

-- The global search finds templates and newsletters by part of their name (as migration 011
-- does for the suite's campaigns and events).
create index whatsapp_templates_search on whatsapp_templates using gin (lower(name) gin_trgm_ops);
create index whatsapp_newsletters_search on whatsapp_newsletters
  using gin (lower(name) gin_trgm_ops);
