-- The help popup's second post (spec section 7: /Dynamix/PopupRequest.aspx with supportRequest=1
-- and a body parameter): the legacy page that mailed the request to support. Relay keeps it, like
-- the support request, for support to read.
create table support_popup_requests (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  user_id integer references users (id) on delete set null,
  body text not null,
  created_at timestamptz not null default now()
);
