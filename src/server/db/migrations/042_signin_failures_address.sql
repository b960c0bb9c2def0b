-- Sign-in attempts are limited per client address too (issue 21): every attempt is recorded as
-- a failure before its password is checked (a success removes it), with the address it came from.
alter table signin_failures add column address text;

create index signin_failures_address on signin_failures (address, failed_at);
