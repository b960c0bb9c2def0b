-- Link buttons are submitted to Meta as `{publicUrl}/r/{{1}}` (statistics/trackedLinks.ts): each
-- recipient's message carries a token of its own as the suffix, and the redirect counts the
-- click before it forwards to the marketer's URL. Templates submitted before that have static
-- links, which are sent as they are and cannot be counted.
alter table whatsapp_templates add column tracked_links boolean not null default false;
