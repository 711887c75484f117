import * as E from 'fp-ts/lib/Either.js'
import { auditValue, HIDDEN } from '../shared/changes'
import type { DomainEvent } from '../shared/domain-event'
import { DEFAULT_PRIVACY_POLICY, DEFAULT_TERMS_OF_SERVICE } from './legal-defaults'
import { SETTING_FIELDS, settingField, type SettingField, type Settings } from './setting-fields'

/**
 * The system settings of the super-admin page, as defined once in setting-fields.ts (sections, keys,
 * kinds, the spec's defaults and bounds). Every setting changes behaviour (shared/design/decisions.md
 * §3); this module lays stored values over the defaults and checks a change.
 */
export type { Settings }

const sections: Readonly<Record<string, Readonly<Record<string, SettingField>>>> = SETTING_FIELDS

const fieldDefaults = Object.fromEntries(Object.entries(sections).map(([section, fields]) =>
  [section, Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.default]))])) as unknown as Settings

/** Every setting at its default; the legal pages' texts from legal-defaults.ts (see setting-fields.ts). */
export const DEFAULT_SETTINGS: Settings = {
  ...fieldDefaults,
  legal: { privacyPolicy: DEFAULT_PRIVACY_POLICY, termsOfService: DEFAULT_TERMS_OF_SERVICE },
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

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

const invalid = (message: string): E.Either<SettingError, never> => E.left({ _tag: 'InvalidSettingValue', message })

/**
 * Checks one change of the super-admin page against the setting's definition: the key exists, the
 * value has the default's type, numbers are whole and within bounds, texts within their length
 * (and not blank when required), emails are emails, choices are among their options.
 * `isTimeZone` is given by the caller (the zone list belongs to the platform).
 */
export const validateSetting = (section: string, key: string, value: unknown, isTimeZone: (tz: string) => boolean): E.Either<SettingError, unknown> => {
  const field = settingField(section, key)
  if (!field) return E.left({ _tag: 'UnknownSetting', section, key })
  const expected = typeof field.default
  if (typeof value !== expected) return invalid(`${key} must be a ${expected}`)
  if (typeof value === 'boolean') return E.right(value)
  if (typeof value === 'number') {
    const { min, max } = field.kind === 'number' ? field : { min: 0, max: 0 }
    return Number.isInteger(value) && value >= min && value <= max ? E.right(value) : invalid(`${key} must be a whole number from ${min} to ${max}`)
  }
  const text = String(value)
  switch (field.kind) {
    case 'choice':
      return field.options.includes(text) ? E.right(text) : invalid(`${key} must be one of ${field.options.join(', ')}`)
    case 'text': case 'email': case 'time-zone': case 'secret': {
      if (text.length > field.maxLength) return invalid(`${key} must be at most ${field.maxLength} characters`)
      const trimmed = text.trim()
      if (field.kind === 'email' && trimmed !== '' && !SIMPLE_EMAIL.test(trimmed)) return invalid('Please enter a valid email')
      if (field.kind === 'time-zone' && !isTimeZone(text)) return invalid('Unknown time zone')
      if (field.kind === 'text' && field.required && trimmed === '') return invalid('Required')
      // The page shows a set secret as a mask: sending the mask back is not a new key.
      if (field.kind === 'secret' && /^•+$/.test(trimmed)) return invalid('Type the new key: the masked value is not a key')
      return E.right(trimmed)
    }
    default:
      return invalid(`${key} must be a ${expected}`)
  }
}

/** Whether `section.key` is never sent back in clear. */
const isSecretSetting = (section: string, key: string): boolean => settingField(section, key)?.kind === 'secret'

/**
 * A change of one setting, by the super admin: its new value and, as its changes, the value before
 * and after. A secret reads as hidden, before and after.
 */
export const settingChanged = (section: string, key: string, before: unknown, after: unknown, actorId: number, at: Date): DomainEvent => {
  const secret = isSecretSetting(section, key)
  const shown = (v: unknown) => (secret ? HIDDEN : auditValue(v))
  return {
    type: 'SettingChanged', aggregateType: 'settings', aggregateId: `${section}.${key}`, actorId, occurredAt: at,
    payload: { section, key, value: shown(after), changes: { [key]: { from: shown(before), to: shown(after) } } },
  }
}
