-- When a recipient's click on a tracked link last counted (issue 21): a click counts only when
-- the last counted one of the same token (newsletter, recipient, button) is older than the
-- window, decided atomically by one upsert.
create table tracked_link_clicks (
  token text primary key,
  counted_at timestamptz not null
);
