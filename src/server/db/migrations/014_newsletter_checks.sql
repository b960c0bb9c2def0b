-- The pre-send check's outcome per validate call ({"waba": false, …}: whether it erred), since
-- the newsletter's last change. When all six calls passed without an error, a Draft becomes
-- ReadyToSend; saving the newsletter clears it (issue 8).
alter table whatsapp_newsletters add column check_results jsonb not null default '{}'::jsonb;
