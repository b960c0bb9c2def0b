-- The sender's "sent" action on the start page (Latest actions) shows the send's progress: the
-- engine moves it on with the notification (sending/sendProgress.ts).
alter table whatsapp_newsletters add column send_action_id bigint
  references user_actions (id) on delete set null;
