import { createHash, randomBytes } from 'node:crypto'

/**
 * The secret of a link sent by email (email verification, an invitation): 256 random bits, of which
 * only the hash is kept, so a leaked table hands out no working link.
 */
export const newLinkToken = (): string => randomBytes(32).toString('base64url')

export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('base64url')

/** Whether the text has the form of a link token (anything else is not looked up). */
export const looksLikeLinkToken = (token: string): boolean => /^[A-Za-z0-9_-]{20,100}$/.test(token)
