-- A directory group is mapped at most once per account (the mapping editor refuses a second
-- mapping with directoryGroupMapped; this index decides between two saves at once).
--
-- Installations may hold a group mapped twice already. Sign-in gives a person the permission
-- groups of every mapping of their directory groups, so folding the later mappings of a group into
-- its first (their permission groups joined) leaves everyone's rights as they were.

insert into sso_mapping_roles (mapping_id, role_id)
select first.id, r.role_id
from sso_mappings later
join sso_mappings first
  on first.account_id = later.account_id and first.external_id = later.external_id
  and first.id = (select min(id) from sso_mappings m
                  where m.account_id = later.account_id and m.external_id = later.external_id)
join sso_mapping_roles r on r.mapping_id = later.id
where later.id <> first.id
on conflict do nothing;

delete from sso_mappings later
where exists (
  select 1 from sso_mappings first
  where first.account_id = later.account_id and first.external_id = later.external_id
    and first.id < later.id
);

create unique index sso_mappings_external_id on sso_mappings (account_id, external_id);
