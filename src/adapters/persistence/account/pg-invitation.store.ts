import type { InvitationStore, StoredInvitation } from '../../../application/account/invitations'
import { asDate, type Sql } from '../sql'

interface InvitationRow { user_id: number; token_hash: string; email: string; expires_at: Date | string; invited_by: number | null }

/** The pending invitations (user_invitations), one per invited account; each goes with its account. */
export class PgInvitationStore implements InvitationStore {
  constructor(private readonly sql: Sql) {}

  async put(i: StoredInvitation): Promise<void> {
    await this.sql.run(`insert into user_invitations (user_id, token_hash, email, expires_at, invited_by) values (?, ?, ?, ?, ?)
      on conflict (user_id) do update set token_hash = excluded.token_hash, email = excluded.email, expires_at = excluded.expires_at,
        invited_by = excluded.invited_by, created_at = now()`, [i.userId, i.tokenHash, i.email, i.expiresAt, i.invitedBy])
  }

  /** Locks the row inside a unit of work: two acceptances of one link run one after the other, and the second finds nothing. */
  async byTokenHash(tokenHash: string): Promise<StoredInvitation | undefined> {
    const r = await this.sql.one<InvitationRow>('select user_id, token_hash, email, expires_at, invited_by from user_invitations where token_hash = ? for update', [tokenHash])
    return r && { userId: r.user_id, tokenHash: r.token_hash, email: r.email, expiresAt: asDate(r.expires_at), invitedBy: r.invited_by }
  }

  async remove(userId: number): Promise<void> {
    await this.sql.run('delete from user_invitations where user_id = ?', [userId])
  }
}
