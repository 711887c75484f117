/** How long an invitation link works, in days (a module without imports: the web client reads it through the contract). */
export const INVITATION_VALID_DAYS = 7
