-- Issue 25: the conversations inbox has rights of its own (added to spec section 6).
-- Every permission group that could change anything of WhatsApp (administrators, marketers)
-- reads and answers conversations; groups with only WhatsApp view rights (the demo's
-- Lesezugriff) read them. The demo seed gives the same rights to new databases (seed.ts).
insert into role_rights (role_id, right_name)
select distinct r.role_id, rights.right_name
  from role_rights r
 cross join (values ('WhatsAppConversations.View'), ('WhatsAppConversations.Reply'))
         as rights (right_name)
 where r.right_name like 'WhatsApp%' and r.right_name not like '%.View'
on conflict do nothing;

insert into role_rights (role_id, right_name)
select distinct r.role_id, 'WhatsAppConversations.View'
  from role_rights r
 where r.right_name like 'WhatsApp%.View'
on conflict do nothing;
