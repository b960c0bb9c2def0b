-- Issue 22: the daily messaging limit as Meta reports it now
-- (https://developers.facebook.com/docs/whatsapp/messaging-limits): unique recipients outside a
-- customer service window per moving 24 hours, set per business portfolio and reported on each of
-- its numbers (`whatsapp_business_manager_messaging_limit`) and by `business_capability_update`.
-- `tier` stays the spec's display (section 3); `daily_limit` is what is enforced: 250, 2000,
-- 10000, 100000, or -1 for unlimited (Meta's own notation); null: not reported yet (the tier's
-- figure applies). A throughput upgrade changes `throughput_level`, never these.
alter table whatsapp_phone_numbers add column daily_limit integer;
update whatsapp_phone_numbers set daily_limit = case tier when 2 then 250 when 3 then 1000
  when 4 then 10000 when 5 then 100000 when 6 then -1 end;
