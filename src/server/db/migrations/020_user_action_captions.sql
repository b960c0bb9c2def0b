-- The start page says each action as "{group} „{caption}“ {type}". Actions recorded before kept
-- an event key as the caption (e.g. 'newsletterCreated') and three WhatsApp groups under names
-- the start page did not know; now the caption is the name of what was acted on and the key is
-- kept as details.event (suite/userActions.ts).
update user_actions set action_group = 'WhatsAppNewsletter' where action_group = 'WhatsAppCampaigns';
update user_actions set action_group = 'WhatsAppTemplate' where action_group = 'WhatsAppTemplates';
update user_actions set action_group = 'WhatsAppAccount' where action_group = 'WhatsAppAccounts';

update user_actions a set
  details = a.details || jsonb_build_object('event', a.caption),
  caption = coalesce(a.details ->> 'name', a.details -> 'after' ->> 'name',
    a.details -> 'before' ->> 'name', a.details ->> 'phoneNumber',
    nullif(array_to_string(array(
      select jsonb_array_elements_text(a.details -> 'directoryGroups')), ', '), ''),
    (select name from accounts where id = a.account_id), a.caption)
where a.caption in ('mappingCreated', 'mappingChanged', 'mappingDeleted', 'syncActivated',
    'syncDeactivated', 'accountJoinedBySync', 'rolesSynchronized', 'consentGiven',
    'learningActivated', 'wabaLinked', 'wabaUnlinked', 'wabaActivated', 'wabaDeactivated',
    'phoneNumberAdded', 'phoneNumberRemoved', 'phoneNumberActivated', 'phoneNumberDeactivated',
    'doiProcessCreated', 'doiProcessEdited', 'doiProcessActivated', 'doiProcessReset',
    'templateCreated', 'templateEdited', 'templateSubmitted', 'templateCopied', 'templateArchived',
    'templateDeleted', 'newsletterCreated', 'newsletterSaved', 'newsletterCopied',
    'newsletterArchived', 'newsletterDeleted', 'newsletterTestSent', 'newsletterSent',
    'newsletterStopped')
  and not a.details ? 'event';
