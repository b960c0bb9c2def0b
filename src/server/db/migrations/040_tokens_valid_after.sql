-- Sign-out and ExternalLogoff end a person's access tokens at once (issue 21): tokens issued
-- before this moment are refused, though their signature and expiry would still pass.
alter table users add column tokens_valid_after timestamptz;
