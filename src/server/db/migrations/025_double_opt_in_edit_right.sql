-- Issue 21: changing and activating the double opt-in needs WhatsAppDoubleOptIn.Edit (before,
-- the view right sufficed). Every permission group that could change anything of WhatsApp gets
-- it, so administrators and marketers keep what they could do; groups with only view rights
-- (the demo's Lesezugriff) do not.
insert into role_rights (role_id, right_name)
select distinct r.role_id, 'WhatsAppDoubleOptIn.Edit'
  from role_rights r
 where r.right_name like 'WhatsApp%' and r.right_name not like '%.View'
on conflict do nothing;
