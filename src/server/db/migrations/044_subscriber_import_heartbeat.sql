-- A running import says it is alive with every batch it stores (issue 21): one whose process died
-- stops saying so, and housekeeping rolls it back instead of leaving it "running" for good.
alter table subscriber_imports add column heartbeat_at timestamptz;

create index subscriber_imports_running on subscriber_imports (state, heartbeat_at)
  where state in ('uploaded', 'running');
