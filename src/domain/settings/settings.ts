/**
 * The system settings of the super-admin page, by section, with the spec's defaults and bounds.
 * Every setting changes behaviour (decisions.md §3); this module only describes them.
 */
export interface Settings {
  readonly general: {
    readonly siteName: string; readonly siteDescription: string; readonly maintenanceMode: boolean
    readonly contactEmail: string; readonly supportPhone: string; readonly maxUploadSize: number
    readonly defaultLanguage: string; readonly timezone: string
  }
  readonly email: {
    readonly enabled: boolean; readonly provider: 'sendgrid' | 'mailchimp' | 'smtp'; readonly fromEmail: string
    readonly fromName: string; readonly replyToEmail: string; readonly sendWelcomeEmail: boolean
    readonly sendNotificationEmails: boolean
  }
  readonly registration: {
    readonly allowRegistration: boolean; readonly requireEmailVerification: boolean
    readonly allowCompanyRegistration: boolean; readonly moderateCompanies: boolean; readonly verificationExpiry: number
  }
  readonly content: {
    readonly moderateMediaContent: boolean; readonly allowComments: boolean
    readonly maxMediaItemsPerCompany: number; readonly maxFeaturedCompanies: number
  }
  readonly security: {
    readonly sessionTimeout: number; readonly passwordMinLength: number; readonly requireStrongPassword: boolean
    readonly maxLoginAttempts: number; readonly recaptchaEnabled: boolean; readonly recaptchaSiteKey: string
    readonly recaptchaSecretKey: string
  }
}

export const DEFAULT_SETTINGS: Settings = {
  general: {
    siteName: 'Expo Atlas', siteDescription: 'Discover verified companies worldwide and meet them at virtual exhibitions.',
    maintenanceMode: false, contactEmail: 'hello@expo-atlas.test', supportPhone: '', maxUploadSize: 5,
    defaultLanguage: 'en', timezone: 'UTC',
  },
  email: {
    enabled: true, provider: 'sendgrid', fromEmail: 'no-reply@expo-atlas.test', fromName: 'Expo Atlas',
    replyToEmail: 'hello@expo-atlas.test', sendWelcomeEmail: true, sendNotificationEmails: true,
  },
  registration: {
    allowRegistration: true, requireEmailVerification: false, allowCompanyRegistration: true,
    moderateCompanies: true, verificationExpiry: 24,
  },
  content: { moderateMediaContent: true, allowComments: true, maxMediaItemsPerCompany: 10, maxFeaturedCompanies: 5 },
  security: {
    sessionTimeout: 24, passwordMinLength: 8, requireStrongPassword: true, maxLoginAttempts: 5,
    recaptchaEnabled: false, recaptchaSiteKey: '', recaptchaSecretKey: '',
  },
}

/** Integer bounds of the number fields (admin spec §5), enforced on the server too. */
export const NUMBER_BOUNDS: Readonly<Record<string, readonly [number, number]>> = {
  'general.maxUploadSize': [1, 50],
  'registration.verificationExpiry': [1, 72],
  'content.maxMediaItemsPerCompany': [1, 50],
  'content.maxFeaturedCompanies': [1, 20],
  'security.sessionTimeout': [1, 72],
  'security.passwordMinLength': [6, 20],
  'security.maxLoginAttempts': [3, 10],
}

export type SettingsSection = keyof Settings

/** Stored values (section, key, value) laid over the defaults; unknown or ill-typed rows are ignored. */
export const settingsFrom = (rows: readonly { section: string; key: string; value: unknown }[]): Settings => {
  const merged: Record<string, Record<string, unknown>> = Object.fromEntries(
    Object.entries(DEFAULT_SETTINGS).map(([section, values]) => [section, { ...values }]))
  for (const { section, key, value } of rows) {
    const current = merged[section]
    if (current && Object.hasOwn(current, key) && typeof current[key] === typeof value) current[key] = value
  }
  return merged as unknown as Settings
}

export const passwordPolicyOf = (s: Settings) => ({
  minLength: s.security.passwordMinLength,
  requireStrong: s.security.requireStrongPassword,
})
