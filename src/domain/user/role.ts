export const ROLES = ['individual', 'company_manager', 'media', 'admin', 'super_admin'] as const
export type Role = (typeof ROLES)[number]

/** Self-registration offers two account types; any other requested role is never trusted. */
export const roleForSelfRegistration = (requested: unknown): Role =>
  requested === 'company_manager' ? 'company_manager' : 'individual'

export const isAdministrator = (role: Role): boolean => role === 'admin' || role === 'super_admin'
