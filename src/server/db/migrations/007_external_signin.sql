-- Sign-in through an external OpenID Connect provider (the company directory).

-- A person from the directory is known by the directory's issuer and subject.
alter table users add column external_issuer text;

alter table users add column external_subject text;

create unique index users_external_identity on users (external_issuer, external_subject)
  where external_issuer is not null;

-- A sign-in sent to the directory and not yet back: the state ties the answer to our own
-- sign-in interaction and keeps the proof key and nonce on the server.
create table external_signins (
  state text primary key,
  interaction_uid text not null,
  code_verifier text not null,
  nonce text not null,
  created_at timestamptz not null default now()
);
