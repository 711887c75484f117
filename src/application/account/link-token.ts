import { createHash, randomBytes } from 'node:crypto'
import type { User } from '../../domain/user/user'
import type { UserRepository } from '../../domain/user/user.repository'

/**
 * The secret of a link sent by email (email verification, an invitation): 256 random bits, of which
 * only the hash is kept, so a leaked table hands out no working link.
 */
export const newLinkToken = (): string => randomBytes(32).toString('base64url')

export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('base64url')

/** Whether the text has the form of a link token (anything else is not looked up). */
export const looksLikeLinkToken = (token: string): boolean => /^[A-Za-z0-9_-]{20,100}$/.test(token)

/**
 * Port: the pending links of one kind mailed to accounts, one per account (a new link replaces the
 * old one), found by the hash of their token.
 */
export interface StoredLink {
  readonly userId: number
  readonly tokenHash: string
  readonly expiresAt: Date
}

export interface LinkStore<L extends StoredLink> {
  put(link: L): Promise<void>
  /** Locks the link inside a unit of work: two uses of one link run one after the other. */
  byTokenHash(tokenHash: string): Promise<L | undefined>
  remove(userId: number): Promise<void>
}

/**
 * The link a token opens, and its account, while the link works: not expired, the account active and
 * still at the address the link was sent for (`addressOf`). Anything else is one undefined, whatever it was.
 */
export const openLink = async <L extends StoredLink>(store: LinkStore<L>, users: UserRepository, token: string, now: Date, addressOf: (link: L) => string): Promise<{ readonly link: L; readonly user: User } | undefined> => {
  const link = looksLikeLinkToken(token) ? await store.byTokenHash(hashLinkToken(token)) : undefined
  if (!link || link.expiresAt.getTime() <= now.getTime()) return undefined
  const user = await users.byId(link.userId)
  if (!user || user.status.kind !== 'active' || user.email.toLowerCase() !== addressOf(link).toLowerCase()) return undefined
  return { link, user }
}
