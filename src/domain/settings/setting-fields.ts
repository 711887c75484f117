/**
 * The settings object of the super-admin page, defined once: its sections and keys, each with its
 * kind, its default (admin-back-office.md §9) and its bounds (§5 for the numbers; the lengths are
 * the page's own). It imports only the email length, a module like it: the server's checks
 * (settings.ts, validateSetting) and the web client's settings page (through
 * src/adapters/http/contract.ts) read the same definition, so a bound is never stated twice.
 */
import { EMAIL_MAX_LENGTH } from '../user/email-length'

/** Free text up to `maxLength` characters; `required` refuses a blank value. */
interface TextField { readonly kind: 'text'; readonly default: string; readonly maxLength: number; readonly required?: boolean }
/** An email address, or blank. */
interface EmailField { readonly kind: 'email'; readonly default: string; readonly maxLength: number }
/** An IANA time zone (Europe/Paris); the platform knows the list. */
interface TimeZoneField { readonly kind: 'time-zone'; readonly default: string; readonly maxLength: number }
/** A key that is never sent back in clear (the page shows whether one is set). */
interface SecretField { readonly kind: 'secret'; readonly default: string; readonly maxLength: number }
/** A whole number from `min` to `max`. */
interface NumberField { readonly kind: 'number'; readonly default: number; readonly min: number; readonly max: number }
interface SwitchField { readonly kind: 'switch'; readonly default: boolean }
/** One of `options`. */
interface ChoiceField { readonly kind: 'choice'; readonly default: string; readonly options: readonly string[] }

export type SettingField = TextField | EmailField | TimeZoneField | SecretField | NumberField | SwitchField | ChoiceField

/** The longest legal page's text (about 3,000 words). */
const LEGAL_TEXT_MAX_LENGTH = 20000

export const SETTING_FIELDS = {
  general: {
    siteName: { kind: 'text', default: 'Expo Atlas', maxLength: 100, required: true },
    siteDescription: { kind: 'text', default: 'Discover verified companies worldwide and meet them at virtual exhibitions.', maxLength: 500 },
    maintenanceMode: { kind: 'switch', default: false },
    contactEmail: { kind: 'email', default: 'hello@expo-atlas.test', maxLength: EMAIL_MAX_LENGTH },
    supportPhone: { kind: 'text', default: '', maxLength: 30 },
    maxUploadSize: { kind: 'number', default: 5, min: 1, max: 50 },
    defaultLanguage: { kind: 'text', default: 'en', maxLength: 10 },
    timezone: { kind: 'time-zone', default: 'UTC', maxLength: 60 },
  },
  email: {
    enabled: { kind: 'switch', default: true },
    provider: { kind: 'choice', default: 'sendgrid', options: ['sendgrid', 'mailchimp', 'smtp'] },
    fromEmail: { kind: 'email', default: 'no-reply@expo-atlas.test', maxLength: EMAIL_MAX_LENGTH },
    fromName: { kind: 'text', default: 'Expo Atlas', maxLength: 100 },
    replyToEmail: { kind: 'email', default: 'hello@expo-atlas.test', maxLength: EMAIL_MAX_LENGTH },
    sendWelcomeEmail: { kind: 'switch', default: true },
    sendNotificationEmails: { kind: 'switch', default: true },
  },
  registration: {
    allowRegistration: { kind: 'switch', default: true },
    requireEmailVerification: { kind: 'switch', default: false },
    allowCompanyRegistration: { kind: 'switch', default: true },
    moderateCompanies: { kind: 'switch', default: true },
    verificationExpiry: { kind: 'number', default: 24, min: 1, max: 72 },
    /** How many months a verification passport is valid (issue 22). */
    passportValidityMonths: { kind: 'number', default: 12, min: 1, max: 36 },
  },
  content: {
    moderateMediaContent: { kind: 'switch', default: true },
    allowComments: { kind: 'switch', default: true },
    maxMediaItemsPerCompany: { kind: 'number', default: 10, min: 1, max: 50 },
    maxFeaturedCompanies: { kind: 'number', default: 5, min: 1, max: 20 },
  },
  security: {
    sessionTimeout: { kind: 'number', default: 24, min: 1, max: 72 },
    passwordMinLength: { kind: 'number', default: 8, min: 6, max: 20 },
    requireStrongPassword: { kind: 'switch', default: true },
    maxLoginAttempts: { kind: 'number', default: 5, min: 3, max: 10 },
    recaptchaEnabled: { kind: 'switch', default: false },
    recaptchaSiteKey: { kind: 'text', default: '', maxLength: 500 },
    recaptchaSecretKey: { kind: 'secret', default: '', maxLength: 500 },
  },
  /**
   * The public Privacy Policy (/privacy) and Terms of Service (/terms) pages (issue 23): light Markdown
   * (headings, paragraphs, lists, links), never HTML. Their default texts (legal-defaults.ts, a start a
   * company adapts) are laid over these blanks by settings.ts (DEFAULT_SETTINGS): this definition is in
   * the web client's first-visit code, and 4 KB of legal text there would break its budget.
   */
  legal: {
    privacyPolicy: { kind: 'text', default: '', maxLength: LEGAL_TEXT_MAX_LENGTH, required: true },
    termsOfService: { kind: 'text', default: '', maxLength: LEGAL_TEXT_MAX_LENGTH, required: true },
  },
} as const satisfies Readonly<Record<string, Readonly<Record<string, SettingField>>>>

type Fields = typeof SETTING_FIELDS
export type SettingsSection = keyof Fields

/** The keys of a section, or only those of one kind (`SettingKey<'content', 'number'>`). */
export type SettingKey<S extends SettingsSection, Kind extends SettingField['kind'] = SettingField['kind']> =
  { [K in keyof Fields[S]]: Fields[S][K] extends { readonly kind: Kind } ? K : never }[keyof Fields[S]] & string

type ValueOf<F> = F extends { readonly kind: 'number' } ? number
  : F extends { readonly kind: 'switch' } ? boolean
    : F extends { readonly kind: 'choice'; readonly options: readonly (infer O)[] } ? O
      : string

/** The settings object: for each section, each key's value. */
export type Settings = { readonly [S in SettingsSection]: { readonly [K in keyof Fields[S]]: ValueOf<Fields[S][K]> } }

/** The definition of `section.key`, or undefined when there is no such setting (own keys only). */
export const settingField = (section: string, key: string): SettingField | undefined => {
  const fields: Readonly<Record<string, Readonly<Record<string, SettingField>>>> = SETTING_FIELDS
  return Object.hasOwn(fields, section) && Object.hasOwn(fields[section], key) ? fields[section][key] : undefined
}
