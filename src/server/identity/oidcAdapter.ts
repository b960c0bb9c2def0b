import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Queryable } from '../db/database';

/**
 * Keeps the OpenID Connect provider's sessions, grants, codes and refresh tokens in PostgreSQL,
 * so they survive a restart and are shared by every server process (the default adapter is an
 * in-memory LRU).
 */
export function postgresAdapterFactory(db: Queryable) {
  return class PostgresAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await db.query(
        `insert into oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
         values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))
         on conflict (model, id) do update set payload = excluded.payload,
           grant_id = excluded.grant_id, user_code = excluded.user_code, uid = excluded.uid,
           expires_at = excluded.expires_at`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          expiresIn ?? 365 * 86_400,
        ],
      );
    }

    private async findBy(column: 'id' | 'uid' | 'user_code', value: string) {
      const [row] = await db.query<{ payload: AdapterPayload; consumed: boolean }>(
        `select payload, consumed_at is not null as consumed from oidc_payloads
         where model = $1 and ${column} = $2 and (expires_at is null or expires_at > now())`,
        [this.model, value],
      );
      if (!row) return undefined;
      const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
      return row.consumed ? { ...payload, consumed: true } : payload;
    }

    find(id: string) {
      return this.findBy('id', id);
    }

    findByUid(uid: string) {
      return this.findBy('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findBy('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db.query('update oidc_payloads set consumed_at = now() where model = $1 and id = $2', [
        this.model,
        id,
      ]);
    }

    async destroy(id: string): Promise<void> {
      await db.query('delete from oidc_payloads where model = $1 and id = $2', [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query('delete from oidc_payloads where grant_id = $1', [grantId]);
    }
  };
}
