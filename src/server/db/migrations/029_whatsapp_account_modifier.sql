-- Who changed a linked WABA last, and when (spec section 3: creator and modifier are recorded for
-- accounts; the creator is who linked it). Set by status changes of the WABA and its numbers and by
-- adding or removing a number; null while nothing changed since the link, which then counts as the
-- last change. The name is kept like the linker's, so it survives the user's deletion.
alter table whatsapp_accounts add column modified_at timestamptz;
alter table whatsapp_accounts add column modified_by_user_id integer references users (id) on delete set null;
alter table whatsapp_accounts add column modified_by_name text;
