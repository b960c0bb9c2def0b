-- The Read detail list (issue 23: the "read" figure opens the people who read the message) gets
-- its own index like the Delivered list (migration 017): a page deep in a large newsletter then
-- skips its offset within this index alone instead of reading the rows and filtering them.
create index whatsapp_newsletter_recipients_read on whatsapp_newsletter_recipients
  (newsletter_id, telnr, subscriber_id) where delivery_class = 'read';
