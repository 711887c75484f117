// The numbers of a domain proof (domain-proof.ts), in a module without imports: the web client shows them too.

/** Digits of a code. */
export const DOMAIN_CODE_LENGTH = 6
/** How long a code works. */
export const DOMAIN_CODE_VALID_MINUTES = 30
/** Wrong codes that void a code (the last one included). */
export const DOMAIN_CODE_MAX_ATTEMPTS = 5
