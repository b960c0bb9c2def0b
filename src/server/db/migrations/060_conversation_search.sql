-- Issue 25: the inbox's search by name or number ("contains", lower-cased search_text) answered
-- from a trigram index (pg_trgm, migration 005) instead of reading every conversation of a
-- large account.
create index whatsapp_conversations_search
  on whatsapp_conversations using gin (search_text gin_trgm_ops);
