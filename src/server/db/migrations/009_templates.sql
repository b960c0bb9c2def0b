-- Message templates (issue 6, spec sections 3, 4 and 5): one row per template of an account, with
-- its content (header, body with placeholders and their fallback texts, footer, buttons), its
-- review state on Meta's side and who created and last changed it.
create table whatsapp_templates (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  -- The WABA the template is submitted to (its row id); removal of the WABA is refused while used.
  whatsapp_account_id integer references whatsapp_accounts (id) on delete set null,
  name text not null,
  description text not null default '',
  -- Meta's language code: de, en.
  language text not null,
  -- Spec enum: Draft 0, Check 1, Approved 2, Rejected 3, Archive 4, Paused 5.
  status smallint not null default 0 check (status between 0 and 5),
  -- Spec enum: Pending 0, High 1, Medium 2, Low 3.
  quality smallint not null default 0 check (quality between 0 and 3),
  rejection_reason text,
  -- Spec enum of header content kinds (Text 0, Image 1, …); null: no header.
  header_format smallint check (header_format between 0 and 4),
  -- Header text, or the image path without a leading /Media.
  header_value text not null default '',
  body_text text not null default '',
  -- [{placeholder, defaultValue}] for each placeholder the body uses, in order of appearance.
  placeholders jsonb not null default '[]'::jsonb,
  footer_text text not null default '',
  -- [{id, text, value, buttonType, order}] (at most 3).
  buttons jsonb not null default '[]'::jsonb,
  -- Meta's side: the name submitted (name_v2 … after a rejection) and the template's Graph id.
  graph_name text,
  graph_template_id text unique,
  submissions integer not null default 0,
  approval_start_date timestamptz,
  submitted_by integer references users (id) on delete set null,
  created_by integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  modified_by integer references users (id) on delete set null,
  modified_at timestamptz not null default now(),
  archived_at timestamptz
);

-- The name is unique in the account, whatever its case.
create unique index whatsapp_templates_name on whatsapp_templates (account_id, lower(name));
-- The list's sorts over 10,000 templates per account: each sort key has its index.
create index whatsapp_templates_modified on whatsapp_templates (account_id, modified_at desc, id desc);
create index whatsapp_templates_created on whatsapp_templates (account_id, created_at desc, id desc);
create index whatsapp_templates_status on whatsapp_templates (account_id, status, modified_at desc);
create index whatsapp_templates_waba on whatsapp_templates (whatsapp_account_id);
