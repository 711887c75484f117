// GET /api/settings/public, the one SWR entry every screen that needs a setting reads (the
// maintenance gate, the sign-up and password forms, exhibition days, upload sizes). Its shape is the
// server's (PublicSettings of the contract); the settings page reloads it after each change.
import useSWR from 'swr'
import { SETTING_FIELDS, type PublicSettings } from '../../../src/adapters/http/contract'
import type { ApiError } from './api-client'

export type { PublicSettings }

export const PUBLIC_SETTINGS_KEY = '/api/settings/public'

export function usePublicSettings() {
  return useSWR<PublicSettings, ApiError>(PUBLIC_SETTINGS_KEY)
}

/** Whether visitors may sign up: true until the settings say otherwise (the super admin can close registration). */
export function useRegistrationOpen(): boolean {
  return usePublicSettings().data?.allowRegistration !== false
}

/** The password rules in force; the settings' defaults until they are known. */
export function usePasswordPolicy() {
  const { data } = usePublicSettings()
  return {
    minLength: data?.passwordMinLength ?? SETTING_FIELDS.security.passwordMinLength.default,
    requireStrong: data?.requireStrongPassword ?? SETTING_FIELDS.security.requireStrongPassword.default,
  }
}
