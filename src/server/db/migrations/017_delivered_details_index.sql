-- The Delivered detail list (delivered or read: most rows of a sent newsletter) gets an index
-- of its own like the rare classes: a page deep in a million rows then skips its offset within
-- this index alone (index-only scan) instead of reading the rows and filtering them.
create index whatsapp_newsletter_recipients_delivered on whatsapp_newsletter_recipients
  (newsletter_id, telnr, subscriber_id) where delivery_class in ('delivered', 'read');
