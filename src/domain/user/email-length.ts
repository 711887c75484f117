/**
 * The longest email address (RFC 5321's path limit), in a module of its own without imports: the
 * server's check (email.ts, the settings' email fields) and the web client's email inputs (through
 * src/adapters/http/contract.ts) read the same number.
 */
export const EMAIL_MAX_LENGTH = 254
