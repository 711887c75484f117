import { createHash, randomBytes } from 'node:crypto'

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
export interface LinkStore<L extends { readonly userId: number; readonly tokenHash: string }> {
  put(link: L): Promise<void>
  /** Locks the link inside a unit of work: two uses of one link run one after the other. */
  byTokenHash(tokenHash: string): Promise<L | undefined>
  remove(userId: number): Promise<void>
}
