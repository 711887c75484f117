import type { Settings } from '../../domain/settings/settings'

/**
 * GET /api/settings/public: what every client needs before anyone signs in (the sign-up form's
 * rules, maintenance, the site's name and contacts, the platform's time zone). Nothing secret.
 */
export interface PublicSettings {
  readonly siteName: string
  readonly siteDescription: string
  readonly maintenanceMode: boolean
  readonly allowRegistration: boolean
  readonly allowCompanyRegistration: boolean
  readonly requireEmailVerification: boolean
  readonly passwordMinLength: number
  readonly requireStrongPassword: boolean
  readonly maxUploadSize: number
  readonly maxFeaturedCompanies: number
  readonly recaptchaEnabled: boolean
  /** Blank while reCAPTCHA is off. */
  readonly recaptchaSiteKey: string
  readonly contactEmail: string
  readonly supportPhone: string
  readonly defaultLanguage: string
  readonly timezone: string
}

export const publicSettingsOf = (s: Settings): PublicSettings => ({
  siteName: s.general.siteName, siteDescription: s.general.siteDescription, maintenanceMode: s.general.maintenanceMode,
  allowRegistration: s.registration.allowRegistration, allowCompanyRegistration: s.registration.allowCompanyRegistration,
  requireEmailVerification: s.registration.requireEmailVerification, passwordMinLength: s.security.passwordMinLength,
  requireStrongPassword: s.security.requireStrongPassword, maxUploadSize: s.general.maxUploadSize,
  maxFeaturedCompanies: s.content.maxFeaturedCompanies, recaptchaEnabled: s.security.recaptchaEnabled,
  recaptchaSiteKey: s.security.recaptchaEnabled ? s.security.recaptchaSiteKey : '', contactEmail: s.general.contactEmail,
  supportPhone: s.general.supportPhone, defaultLanguage: s.general.defaultLanguage, timezone: s.general.timezone,
})
