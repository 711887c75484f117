import * as E from 'fp-ts/lib/Either.js'

/**
 * The system settings of the super-admin page, by section, with the spec's defaults and bounds.
 * Every setting changes behaviour (shared/design/decisions.md §3); this module only describes them.
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

/** Integer bounds of the number fields (admin-back-office.md §5), enforced on the server too. */
const NUMBER_BOUNDS: Readonly<Record<string, readonly [number, number]>> = {
  'general.maxUploadSize': [1, 50],
  'registration.verificationExpiry': [1, 72],
  'content.maxMediaItemsPerCompany': [1, 50],
  'content.maxFeaturedCompanies': [1, 20],
  'security.sessionTimeout': [1, 72],
  'security.passwordMinLength': [6, 20],
  'security.maxLoginAttempts': [3, 10],
}

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

export const passwordPolicyOf = (s: Settings, isCommon?: (password: string) => boolean) => ({
  minLength: s.security.passwordMinLength,
  requireStrong: s.security.requireStrongPassword,
  isCommon,
})

export type SettingError =
  | { readonly _tag: 'UnknownSetting'; readonly section: string; readonly key: string }
  | { readonly _tag: 'InvalidSettingValue'; readonly message: string }

const EMAIL_KEYS = new Set(['general.contactEmail', 'email.fromEmail', 'email.replyToEmail'])
const ENUMS: Readonly<Record<string, readonly string[]>> = { 'email.provider': ['sendgrid', 'mailchimp', 'smtp'] }
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/**
 * Checks one change of the super-admin page: the key exists, the value has the default's type,
 * numbers are integers within the page's bounds, emails are emails, selects are their options.
 * `isTimeZone` is given by the caller (the zone list belongs to the platform).
 */
export const validateSetting = (section: string, key: string, value: unknown, isTimeZone: (tz: string) => boolean): E.Either<SettingError, unknown> => {
  const defaults = (DEFAULT_SETTINGS as unknown as Record<string, Record<string, unknown>>)[section]
  if (!defaults || !Object.hasOwn(defaults, key)) return E.left({ _tag: 'UnknownSetting', section, key })
  const path = `${section}.${key}`
  const expected = typeof defaults[key]
  if (typeof value !== expected) return E.left({ _tag: 'InvalidSettingValue', message: `${key} must be a ${expected}` })
  if (typeof value === 'number') {
    const [min, max] = NUMBER_BOUNDS[path] ?? [0, 1_000_000]
    if (!Number.isInteger(value) || value < min || value > max) return E.left({ _tag: 'InvalidSettingValue', message: `${key} must be a whole number from ${min} to ${max}` })
  }
  if (typeof value === 'string') {
    if (value.length > 500) return E.left({ _tag: 'InvalidSettingValue', message: `${key} must be at most 500 characters` })
    if (EMAIL_KEYS.has(path) && value !== '' && !SIMPLE_EMAIL.test(value)) return E.left({ _tag: 'InvalidSettingValue', message: 'Please enter a valid email' })
    if (ENUMS[path] && !ENUMS[path].includes(value)) return E.left({ _tag: 'InvalidSettingValue', message: `${key} must be one of ${ENUMS[path].join(', ')}` })
    if (path === 'general.timezone' && !isTimeZone(value)) return E.left({ _tag: 'InvalidSettingValue', message: 'Unknown time zone' })
    if (path === 'general.siteName' && value.trim() === '') return E.left({ _tag: 'InvalidSettingValue', message: 'Required' })
    // The page shows a set secret as a mask: sending the mask back is not a new key.
    if (SECRET_SETTINGS.includes(path) && /^•+$/.test(value.trim())) return E.left({ _tag: 'InvalidSettingValue', message: 'Type the new key: the masked value is not a key' })
  }
  return E.right(typeof value === 'string' ? value.trim() : value)
}

/** What is never sent back in clear. */
export const SECRET_SETTINGS: readonly string[] = ['security.recaptchaSecretKey']
