/**
 * How the audit trail pages, in a module of its own without imports: the HTTP adapter applies it and
 * the web client's audit page and history panels follow it (through src/adapters/http/contract.ts).
 */
export const AUDIT_PAGE_SIZE = 25
export const AUDIT_MAX_PAGE_SIZE = 100

/** What an entry can be about: companies, exhibitions, participations, media items, users, settings, catalogue entries. */
export const AUDIT_TARGET_TYPES = ['company', 'exhibition', 'participation', 'media', 'user', 'settings', 'catalogue'] as const
