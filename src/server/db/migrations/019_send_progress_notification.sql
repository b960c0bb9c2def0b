-- The sender's notification of a running send (sending/sendProgress.ts): its progress bar moves
-- while the newsletter sends, and it becomes the "sent" or "stopped" notification at the end.
alter table whatsapp_newsletters add column progress_notification_id bigint
  references notifications (id) on delete set null;
