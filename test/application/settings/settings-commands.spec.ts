// One setting at a time, checked on the server (spec: admin-back-office.md §2 "System Settings" and §5; docs/ubiquitous-language/settings.md).
// The route lets super admins only (test/http/authz-matrix.ts); the handler names the actor on the event.
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { InMemorySettingsStore } from '../../../src/adapters/in-memory/in-memory-settings'
import { InMemoryEventPublisher, InMemoryUnitOfWork } from '../../../src/adapters/in-memory/in-memory-support'
import { maskedSettings, SettingsCommands } from '../../../src/application/settings/settings-commands'
import { DEFAULT_SETTINGS } from '../../../src/domain/settings/settings'
import { fixedClock } from '../../../src/domain/shared/clock'
import { t0, userWith } from '../support/fixtures'

const superAdmin = userWith(1, 'super_admin')

describe('SettingsCommands.change', () => {
  const setUp = () => {
    const settings = new InMemorySettingsStore()
    const events = new InMemoryEventPublisher()
    const uow = new InMemoryUnitOfWork([settings, events])
    const commands = new SettingsCommands(settings, events, uow, fixedClock(t0), (tz) => ['UTC', 'Europe/Rome'].includes(tz))
    return { settings, events, uow, commands }
  }

  it('stores the checked value (trimmed) and publishes SettingChanged by the actor', async () => {
    const { commands, settings, events } = setUp()
    expect(await commands.change(superAdmin, 'general', 'maintenanceMode', true)).to.deep.equal(E.right(undefined))
    expect(await commands.change(superAdmin, 'general', 'siteName', '  Expo Atlas Europe ')).to.deep.equal(E.right(undefined))
    expect(await commands.change(superAdmin, 'security', 'passwordMinLength', 12)).to.deep.equal(E.right(undefined))
    const s = await settings.current()
    expect([s.general.maintenanceMode, s.general.siteName, s.security.passwordMinLength]).to.deep.equal([true, 'Expo Atlas Europe', 12])
    expect(events.published[0]).to.deep.equal({
      type: 'SettingChanged', aggregateType: 'settings', aggregateId: 'general.maintenanceMode', actorId: superAdmin.id, occurredAt: t0,
      payload: { section: 'general', key: 'maintenanceMode', value: true, changes: { maintenanceMode: { from: false, to: true } } },
    })
    expect(events.published[1].payload.changes).to.deep.equal({ siteName: { from: 'Expo Atlas', to: 'Expo Atlas Europe' } })
    expect(events.published.map((e) => e.payload.value)).to.deep.equal([true, 'Expo Atlas Europe', 12])
  })

  it('never puts the secret key in the event, and the page reads it masked', async () => {
    const { commands, settings, events } = setUp()
    expect(await commands.change(superAdmin, 'security', 'recaptchaSecretKey', 's3cr3t-key')).to.deep.equal(E.right(undefined))
    expect((await settings.current()).security.recaptchaSecretKey).to.equal('s3cr3t-key')
    expect(events.published[0].payload).to.deep.equal({
      section: 'security', key: 'recaptchaSecretKey', value: '(hidden)', changes: { recaptchaSecretKey: { from: '(hidden)', to: '(hidden)' } },
    })
    expect(JSON.stringify(events.published)).not.to.include('s3cr3t')
    expect(maskedSettings(await settings.current()).security).to.include({ recaptchaSecretKey: '••••••••', recaptchaSecretKeySet: true })
    expect(maskedSettings(DEFAULT_SETTINGS).security).to.include({ recaptchaSecretKey: '', recaptchaSecretKeySet: false })
  })

  it('refuses an unknown key or a value outside the rules, and changes nothing', async () => {
    const { commands, settings, events, uow } = setUp()
    const refusals: [string, string, unknown, unknown][] = [
      ['general', 'colour', 'blue', { _tag: 'UnknownSetting', section: 'general', key: 'colour' }],
      ['billing', 'plan', 'pro', { _tag: 'UnknownSetting', section: 'billing', key: 'plan' }],
      ['general', 'maxUploadSize', 51, { _tag: 'InvalidSettingValue', message: 'maxUploadSize must be a whole number from 1 to 50' }],
      ['general', 'maintenanceMode', 'yes', { _tag: 'InvalidSettingValue', message: 'maintenanceMode must be a boolean' }],
      ['general', 'timezone', 'Mars/Olympus', { _tag: 'InvalidSettingValue', message: 'Unknown time zone' }],
      ['email', 'fromEmail', 'not-an-email', { _tag: 'InvalidSettingValue', message: 'Please enter a valid email' }],
      ['security', 'recaptchaSecretKey', '••••••••', { _tag: 'InvalidSettingValue', message: 'Type the new key: the masked value is not a key' }],
      // The legal pages' texts (issue 23): required, at most 20,000 characters.
      ['legal', 'privacyPolicy', '  \n ', { _tag: 'InvalidSettingValue', message: 'Required' }],
      ['legal', 'termsOfService', 'x'.repeat(20001), { _tag: 'InvalidSettingValue', message: 'termsOfService must be at most 20000 characters' }],
    ]
    for (const [section, key, value, refusal] of refusals) {
      expect(await commands.change(superAdmin, section, key, value), `${section}.${key}`).to.deep.equal(E.left(refusal))
    }
    expect(await settings.current()).to.deep.equal(DEFAULT_SETTINGS)
    expect(events.published).to.deep.equal([])
    expect(uow.outcomes).to.deep.equal(refusals.map(() => 'rollback'))
  })
  it('keeps a legal page\'s text as written (markup is text for the page to show), its default a start to adapt (issue 23)', async () => {
    const { commands, settings } = setUp()
    expect(DEFAULT_SETTINGS.legal.privacyPolicy).to.include('## Your rights')
    expect(DEFAULT_SETTINGS.legal.termsOfService).to.include('[Privacy Policy](/privacy)')
    const text = '## Cookies\n</script><b>x</b>\n- [us](mailto:dpo@example.com)'
    expect(await commands.change(superAdmin, 'legal', 'privacyPolicy', text)).to.deep.equal(E.right(undefined))
    expect((await settings.current()).legal.privacyPolicy).to.equal(text)
  })
})
