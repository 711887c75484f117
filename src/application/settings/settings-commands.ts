import * as E from 'fp-ts/lib/Either.js'
import { settingChanged, validateSetting, type SettingError, type Settings } from '../../domain/settings/settings'
import type { Clock } from '../../domain/shared/clock'
import type { User } from '../../domain/user/user'
import type { EventPublisher } from '../ports/event-publisher'
import type { UnitOfWork } from '../ports/unit-of-work'
import type { SettingsReader } from './settings-reader'

/** Port: where settings are kept; a change reads the value it replaces. */
export interface SettingsWriter extends SettingsReader {
  set(section: string, key: string, value: unknown): Promise<void>
}

/** GET /api/admin/settings: the settings with the reCAPTCHA secret masked, and whether one is set. */
export type SettingsView = Omit<Settings, 'security'> & { readonly security: Settings['security'] & { readonly recaptchaSecretKeySet: boolean } }

/** The settings as the super admin's page reads them: the secret masked, with whether it is set. */
export const maskedSettings = (s: Settings): SettingsView => ({
  ...s,
  security: { ...s.security, recaptchaSecretKey: s.security.recaptchaSecretKey ? '••••••••' : '', recaptchaSecretKeySet: !!s.security.recaptchaSecretKey },
})

/** One field at a time, checked against the page's bounds on the server; every change is an event. */
export class SettingsCommands {
  constructor(private readonly writer: SettingsWriter, private readonly events: EventPublisher, private readonly uow: UnitOfWork, private readonly clock: Clock, private readonly isTimeZone: (tz: string) => boolean) {}

  change(actor: User, section: string, key: string, value: unknown): Promise<E.Either<SettingError, void>> {
    return this.uow.run(async () => {
      const checked = validateSetting(section, key, value, this.isTimeZone)
      if (E.isLeft(checked)) return checked
      const before = ((await this.writer.current()) as unknown as Record<string, Record<string, unknown>>)[section][key]
      await this.writer.set(section, key, checked.right)
      await this.events.publish([settingChanged(section, key, before, checked.right, actor.id, this.clock.now())])
      return E.right(undefined)
    })
  }
}
