import type { ResetStore, StoredReset } from '../../../application/account/password-reset'
import { asDate, type Sql } from '../sql'

interface ResetRow { user_id: number; token_hash: string; email: string; expires_at: Date | string }

/** The pending password-reset links (password_resets), one per account; each goes with its account. */
export class PgResetStore implements ResetStore {
  constructor(private readonly sql: Sql) {}

  async put(r: StoredReset): Promise<void> {
    await this.sql.run(`insert into password_resets (user_id, token_hash, email, expires_at) values (?, ?, ?, ?)
      on conflict (user_id) do update set token_hash = excluded.token_hash, email = excluded.email, expires_at = excluded.expires_at, created_at = now()`,
    [r.userId, r.tokenHash, r.email, r.expiresAt])
  }

  /** Locks the row inside a unit of work: two uses of one link run one after the other, and the second finds nothing. */
  async byTokenHash(tokenHash: string): Promise<StoredReset | undefined> {
    const r = await this.sql.one<ResetRow>('select user_id, token_hash, email, expires_at from password_resets where token_hash = ? for update', [tokenHash])
    return r && { userId: r.user_id, tokenHash: r.token_hash, email: r.email, expiresAt: asDate(r.expires_at) }
  }

  async remove(userId: number): Promise<void> {
    await this.sql.run('delete from password_resets where user_id = ?', [userId])
  }
}
