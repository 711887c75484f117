import { expect } from 'chai'
import { describeEvent } from '../../../src/application/activity/describe-event'
import { describeSettingChange } from '../../../src/application/settings/setting-change'

describe('a settings change in plain words', () => {
  it('names the setting and its section, and what it became', () => {
    expect(describeSettingChange({ section: 'general', key: 'maintenanceMode', value: true })).to.equal('General setting "maintenance mode" was turned on')
    expect(describeSettingChange({ section: 'email', key: 'sendWelcomeEmail', value: false })).to.equal('Email setting "send welcome email" was turned off')
    expect(describeSettingChange({ section: 'general', key: 'maxUploadSize', value: 10 })).to.equal('General setting "max upload size" was set to 10')
    expect(describeSettingChange({ section: 'general', key: 'timezone', value: 'Europe/Rome' })).to.equal('General setting "timezone" was set to Europe/Rome')
    expect(describeSettingChange({ section: 'general', key: 'supportPhone', value: '' })).to.equal('General setting "support phone" was cleared')
  })

  it('never repeats a secret or a long text', () => {
    expect(describeSettingChange({ section: 'security', key: 'recaptchaSecretKey', value: '(hidden)' })).to.equal('Security setting "recaptcha secret key" was changed')
    expect(describeSettingChange({ section: 'general', key: 'siteDescription', value: 'x'.repeat(61) })).to.equal('General setting "site description" was changed')
  })

  it('is what the activity feeds show for a SettingChanged event', () => {
    const e = describeEvent({ type: 'SettingChanged', aggregateType: 'settings', aggregateId: 'general.maintenanceMode', actorId: 1, occurredAt: new Date(0), payload: { section: 'general', key: 'maintenanceMode', value: true } })
    expect([e.type, e.description, e.link]).to.deep.equal(['other', 'General setting "maintenance mode" was turned on', null])
  })
})
