/**
 * People who sign in through the company directory become users of ours on their first sign-in
 * (known by the directory's issuer and subject); later sign-ins refresh their name and email.
 */
import type { Database, Queryable } from '../db/database';
import type { DirectoryIdentity } from './directory';
import type { UserRow } from './users';

export async function upsertDirectoryUser(
  db: Database,
  identity: DirectoryIdentity,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [known] = await tx.query<UserRow>(
      `update users set email = $3, given_name = $4, family_name = $5
       where external_issuer = $1 and external_subject = $2 returning *`,
      [identity.issuer, identity.subject, identity.email, identity.givenName, identity.familyName],
    );
    if (known) return known;
    // The user name is only shown; a local user may already hold the directory's name.
    let username = identity.username;
    for (let n = 2; await usernameTaken(tx, username); n++) username = `${identity.username}#${n}`;
    const [created] = await tx.query<UserRow>(
      `insert into users (username, email, given_name, family_name, external_issuer, external_subject)
       values ($1, $2, $3, $4, $5, $6) returning *`,
      [
        username,
        identity.email,
        identity.givenName,
        identity.familyName,
        identity.issuer,
        identity.subject,
      ],
    );
    return created;
  });
}

async function usernameTaken(db: Queryable, username: string): Promise<boolean> {
  const rows = await db.query('select 1 from users where lower(username) = lower($1)', [username]);
  return rows.length > 0;
}
