import type { EmailChangeStore, StoredEmailChange } from '../../application/account/email-change'
import type { VerificationStore } from '../../application/account/email-verification'
import type { InvitationStore, StoredInvitation } from '../../application/account/invitations'
import type { StoredLink } from '../../application/account/link-token'
import type { ResetStore, StoredReset } from '../../application/account/password-reset'
import type { PasswordBlocklist } from '../../application/ports/password-blocklist'
import type { SessionRevoker } from '../../application/ports/session-revoker'
import { InMemoryRows, type Reversible } from './in-memory-support'
import type { InMemoryUserRepository } from './in-memory-user.repository'

interface Token { readonly tokenHash: string; readonly expiresAt: Date }

/**
 * Verification tokens on the users' rows, as PostgreSQL keeps them: a token only for a stored user,
 * one account per token (a unique index), whether verified read from the user, and verifying clears the token.
 */
export class InMemoryVerificationStore implements VerificationStore, Reversible {
  private readonly tokens = new Map<number, Token>()
  constructor(private readonly users: InMemoryUserRepository) {}

  snapshot() {
    const tokens = new Map(this.tokens)
    return () => {
      this.tokens.clear()
      for (const [id, t] of tokens) this.tokens.set(id, t)
    }
  }

  /** The user's token, if one is set, for tests to read. */
  tokenOf(userId: number): Token | undefined { return this.tokens.get(userId) }

  /** The token of the stored account that holds this hash (a removed account's token went with its row). */
  private holderOf(tokenHash: string) {
    for (const [userId, t] of this.tokens) {
      const user = this.users.users.get(userId)
      if (user && t.tokenHash === tokenHash) return { user, token: t }
    }
    return undefined
  }

  async setToken(userId: number, tokenHash: string, expiresAt: Date) {
    if (!this.users.users.has(userId)) return
    const holder = this.holderOf(tokenHash)
    if (holder && holder.user.id !== userId) throw new Error('users_verification_token_idx: the token is another account\'s')
    this.tokens.set(userId, { tokenHash, expiresAt })
  }

  async byTokenHash(tokenHash: string) {
    const holder = this.holderOf(tokenHash)
    return holder && { userId: holder.user.id, expiresAt: holder.token.expiresAt, verified: holder.user.isEmailVerified }
  }

  async markVerified(userId: number) {
    const user = this.users.users.get(userId)
    if (user) this.users.users.set(userId, { ...user, isEmailVerified: true })
    this.tokens.delete(userId)
  }
}

/** The pending invitations by account, as PostgreSQL keeps them: one per stored account, a token for one account only. */
export class InMemoryInvitationStore implements InvitationStore, Reversible {
  readonly byUser = new Map<number, StoredInvitation>()
  constructor(private readonly users: InMemoryUserRepository) {}

  snapshot() {
    const kept = new Map(this.byUser)
    return () => {
      this.byUser.clear()
      for (const [id, i] of kept) this.byUser.set(id, i)
    }
  }

  async put(i: StoredInvitation) {
    if (!this.users.users.has(i.userId)) throw new Error(`user_invitations: no account ${i.userId}`)
    const holder = [...this.byUser.values()].find((o) => o.tokenHash === i.tokenHash && o.userId !== i.userId)
    if (holder) throw new Error('user_invitations_token_unique: the token is another account\'s')
    this.byUser.set(i.userId, i)
  }

  async byTokenHash(tokenHash: string) {
    return [...this.byUser.values()].find((i) => i.tokenHash === tokenHash && this.users.users.has(i.userId))
  }

  async remove(userId: number) { this.byUser.delete(userId) }
}

/** Pending links mailed to an account, by account, as PostgreSQL keeps them: one per stored account, a token for one account only. */
class InMemoryLinkStore<L extends StoredLink> implements Reversible {
  readonly byUser = new Map<number, L>()
  constructor(private readonly users: InMemoryUserRepository, private readonly table: string) {}

  snapshot() {
    const kept = new Map(this.byUser)
    return () => {
      this.byUser.clear()
      for (const [id, r] of kept) this.byUser.set(id, r)
    }
  }

  async put(r: L) {
    if (!this.users.users.has(r.userId)) throw new Error(`${this.table}: no account ${r.userId}`)
    if (!/^[A-Za-z0-9_-]{43}$/.test(r.tokenHash)) throw new Error(`${this.table}_token_hash_form`)
    const holder = [...this.byUser.values()].find((o) => o.tokenHash === r.tokenHash && o.userId !== r.userId)
    if (holder) throw new Error(`${this.table}_token_unique: the token is another account's`)
    this.byUser.set(r.userId, r)
  }

  async byTokenHash(tokenHash: string) {
    return [...this.byUser.values()].find((r) => r.tokenHash === tokenHash && this.users.users.has(r.userId))
  }

  async remove(userId: number) { this.byUser.delete(userId) }
}

/** The pending password-reset links (password_resets). */
export class InMemoryResetStore extends InMemoryLinkStore<StoredReset> implements ResetStore {
  constructor(users: InMemoryUserRepository) { super(users, 'password_resets') }
}

/** The pending changes of email address (email_changes); as there, a change to the account's own address is refused. */
export class InMemoryEmailChangeStore extends InMemoryLinkStore<StoredEmailChange> implements EmailChangeStore {
  constructor(users: InMemoryUserRepository) { super(users, 'email_changes') }

  async ofUser(userId: number) { return this.byUser.get(userId) }

  override async put(r: StoredEmailChange) {
    if (r.newEmail === r.currentEmail) throw new Error('email_changes_new_address')
    await super.put(r)
  }
}

/** Signed-in sessions by key; ending them is part of the unit of work, as the sessions table is. */
export class InMemorySessions implements SessionRevoker, Reversible {
  private readonly rows = new InMemoryRows<{ readonly id: number; readonly userId: number; readonly key: string }>()
  snapshot() { return this.rows.snapshot() }

  signIn(userId: number, key: string): void { this.rows.insert((id) => ({ id, userId, key })) }
  /** The keys of the user's live sessions, for tests to read. */
  keysOf(userId: number): string[] { return [...this.rows.byId.values()].filter((s) => s.userId === userId).map((s) => s.key) }

  async endAllFor(userId: number, exceptSessionKey?: string) {
    const ending = [...this.rows.byId.values()].filter((s) => s.userId === userId && s.key !== exceptSessionKey)
    for (const s of ending) this.rows.byId.delete(s.id)
    return ending.length
  }
}

/** A short list of common passwords, compared without regard to case like the real one. */
export class InMemoryPasswordBlocklist implements PasswordBlocklist {
  private readonly common: ReadonlySet<string>
  constructor(common: readonly string[]) { this.common = new Set(common.map((p) => p.toLowerCase())) }
  isCommon(password: string) { return this.common.has(password.toLowerCase()) }
}
