/**
 * The send lease of a phone number (whatsapp_send_leases): one process at a time sends from a
 * number, so its throughput, paced inside that process, is never exceeded across processes. The
 * holder renews it before every batch; a dead holder's lease runs out and another takes over.
 */
import type { Queryable } from '../../../db/database';

/** Takes the lease when free, expired or already ours; answers whether we hold it now. */
export async function takeLease(
  db: Queryable,
  phoneRowId: number,
  owner: string,
  seconds: number,
): Promise<boolean> {
  const rows = await db.query(
    `insert into whatsapp_send_leases as l (phone_number_id, owner, until)
     values ($1, $2, now() + $3 * interval '1 second')
     on conflict (phone_number_id) do update set owner = excluded.owner, until = excluded.until
       where l.owner = excluded.owner or l.until < now()
     returning 1`,
    [phoneRowId, owner, seconds],
  );
  return rows.length === 1;
}

/** Gives the lease back (only when still ours), so another process may start at once. */
export async function releaseLease(db: Queryable, phoneRowId: number, owner: string) {
  await db.query('delete from whatsapp_send_leases where phone_number_id = $1 and owner = $2', [
    phoneRowId,
    owner,
  ]);
}
