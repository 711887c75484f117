// The contract of the settings store: SettingsWriter (src/application/settings/settings-commands.ts) and the
// SettingsReader it feeds (src/application/settings/settings-reader.ts), run on every implementation.
// A value is kept per section and key; reading lays the kept values over the defaults (settingsFrom).
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import type { UnitOfWork } from '../../src/application/ports/unit-of-work'
import type { SettingsWriter } from '../../src/application/settings/settings-commands'
import type { SettingsReader } from '../../src/application/settings/settings-reader'
import { DEFAULT_SETTINGS } from '../../src/domain/settings/settings'
import { refusedAfter } from './contract-support'

interface SettingsStoreFixture {
  /** A store with no value set. */
  readonly settings: SettingsWriter & SettingsReader
  /** A unit of work over it. */
  readonly uow: UnitOfWork
}

export const describeSettingsStoreContract = (name: string, makeFixture: () => Promise<SettingsStoreFixture>) =>
  describe(`SettingsWriter and SettingsReader contract: ${name}`, () => {
    let f: SettingsStoreFixture
    beforeEach(async () => { f = await makeFixture() })

    it('reads the defaults while nothing is set', async () => {
      expect(await f.settings.current()).to.deep.equal(DEFAULT_SETTINGS)
    })

    it('reads back each value set (text, number, yes/no, a choice), every other one as it was', async () => {
      await f.settings.set('general', 'siteName', 'Expo Atlas Europe')
      await f.settings.set('security', 'passwordMinLength', 12)
      await f.settings.set('general', 'maintenanceMode', true)
      await f.settings.set('email', 'provider', 'smtp')
      expect(await f.settings.current()).to.deep.equal({
        ...DEFAULT_SETTINGS,
        general: { ...DEFAULT_SETTINGS.general, siteName: 'Expo Atlas Europe', maintenanceMode: true },
        security: { ...DEFAULT_SETTINGS.security, passwordMinLength: 12 },
        email: { ...DEFAULT_SETTINGS.email, provider: 'smtp' },
      })
    })

    it('reads the last value set, and a value set back to the default', async () => {
      await f.settings.set('content', 'maxMediaItemsPerCompany', 20)
      await f.settings.set('content', 'maxMediaItemsPerCompany', 30)
      expect((await f.settings.current()).content.maxMediaItemsPerCompany).to.equal(30)
      await f.settings.set('content', 'maxMediaItemsPerCompany', DEFAULT_SETTINGS.content.maxMediaItemsPerCompany)
      expect(await f.settings.current()).to.deep.equal(DEFAULT_SETTINGS)
    })

    it('reads an empty text as set (it is not the default)', async () => {
      await f.settings.set('general', 'contactEmail', '')
      expect((await f.settings.current()).general.contactEmail).to.equal('')
    })

    it('never reads a section or a key the settings do not have', async () => {
      await f.settings.set('general', 'favouriteColour', 'teal')
      await f.settings.set('weather', 'sunny', true)
      expect(await f.settings.current()).to.deep.equal(DEFAULT_SETTINGS)
    })

    it("reads a value of another type than the default's as the default (it replaced the value before)", async () => {
      await f.settings.set('general', 'siteName', 'Expo Atlas Europe')
      await f.settings.set('general', 'siteName', 42)
      await f.settings.set('security', 'sessionTimeout', '48')
      expect(await f.settings.current()).to.deep.equal(DEFAULT_SETTINGS)
    })

    it('a unit of work reads its own values (also after it read them before); once it refuses, they are read no more', async () => {
      await refusedAfter(f.uow, async () => {
        expect((await f.settings.current()).general.siteName).to.equal(DEFAULT_SETTINGS.general.siteName)
        await f.settings.set('general', 'siteName', 'Refused')
        expect((await f.settings.current()).general.siteName).to.equal('Refused')
      })
      expect((await f.settings.current()).general.siteName).to.equal(DEFAULT_SETTINGS.general.siteName)
    })

    it('a work whose nested work set a value and refused reads the value as it was, not the refused one', async () => {
      await f.settings.set('general', 'siteName', 'Kept')
      const answer = await f.uow.run(async () => {
        expect((await f.settings.current()).general.siteName).to.equal('Kept')
        await refusedAfter(f.uow, async () => {
          await f.settings.set('general', 'siteName', 'Refused')
          expect((await f.settings.current()).general.siteName).to.equal('Refused')
        })
        return E.right((await f.settings.current()).general.siteName)
      })
      expect(answer).to.deep.equal(E.right('Kept'))
    })

    it('a unit of work that refuses takes back the values it set', async () => {
      await f.settings.set('general', 'siteName', 'Kept')
      await refusedAfter(f.uow, async () => {
        await f.settings.set('general', 'siteName', 'Refused')
        await f.settings.set('general', 'maintenanceMode', true)
      })
      const s = await f.settings.current()
      expect([s.general.siteName, s.general.maintenanceMode]).to.deep.equal(['Kept', false])
    })
  })
