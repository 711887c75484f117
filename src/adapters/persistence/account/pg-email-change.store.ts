import type { EmailChangeStore, StoredEmailChange } from '../../../application/account/email-change'
import { asDate, type Sql } from '../sql'

interface ChangeRow { user_id: number; token_hash: string; current_email: string; new_email: string; expires_at: Date | string }

/** The pending changes of email address (email_changes), one per account; each goes with its account. */
export class PgEmailChangeStore implements EmailChangeStore {
  constructor(private readonly sql: Sql) {}

  async put(c: StoredEmailChange): Promise<void> {
    await this.sql.run(`insert into email_changes (user_id, token_hash, current_email, new_email, expires_at) values (?, ?, ?, ?, ?)
      on conflict (user_id) do update set token_hash = excluded.token_hash, current_email = excluded.current_email, new_email = excluded.new_email,
        expires_at = excluded.expires_at, created_at = now()`,
    [c.userId, c.tokenHash, c.currentEmail, c.newEmail, c.expiresAt])
  }

  /** Locks the row inside a unit of work: two uses of one link run one after the other, and the second finds nothing. */
  async byTokenHash(tokenHash: string): Promise<StoredEmailChange | undefined> {
    return this.one('token_hash', tokenHash)
  }

  async ofUser(userId: number): Promise<StoredEmailChange | undefined> {
    return this.one('user_id', userId)
  }

  private async one(column: 'token_hash' | 'user_id', value: string | number): Promise<StoredEmailChange | undefined> {
    const r = await this.sql.one<ChangeRow>(`select user_id, token_hash, current_email, new_email, expires_at from email_changes where ${column} = ? for update`, [value])
    return r && { userId: r.user_id, tokenHash: r.token_hash, currentEmail: r.current_email, newEmail: r.new_email, expiresAt: asDate(r.expires_at) }
  }

  async remove(userId: number): Promise<void> {
    await this.sql.run('delete from email_changes where user_id = ?', [userId])
  }
}
