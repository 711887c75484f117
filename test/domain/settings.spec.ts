import { expect } from 'chai'
import { DEFAULT_SETTINGS, settingsFrom } from '../../src/domain/settings/settings'

describe('settings', () => {
  it('has the spec\'s defaults', () => {
    expect(DEFAULT_SETTINGS.security).to.include({ sessionTimeout: 24, passwordMinLength: 8, requireStrongPassword: true, maxLoginAttempts: 5, recaptchaEnabled: false })
    expect(DEFAULT_SETTINGS.content).to.include({ maxMediaItemsPerCompany: 10, maxFeaturedCompanies: 5, moderateMediaContent: true })
    expect(DEFAULT_SETTINGS.registration).to.include({ allowRegistration: true, moderateCompanies: true, verificationExpiry: 24 })
    expect(DEFAULT_SETTINGS.general).to.include({ siteName: 'Expo Atlas', maxUploadSize: 5, defaultLanguage: 'en', timezone: 'UTC' })
    expect(DEFAULT_SETTINGS.email.provider).to.equal('sendgrid')
  })

  it('lays stored values over the defaults, ignoring unknown keys and wrong types', () => {
    const s = settingsFrom([
      { section: 'security', key: 'sessionTimeout', value: 2 },
      { section: 'security', key: 'passwordMinLength', value: 'twelve' },
      { section: 'security', key: 'nope', value: 1 },
      { section: 'nope', key: 'x', value: 1 },
      { section: 'security', key: '__proto__', value: { polluted: true } },
    ])
    expect(s.security.sessionTimeout).to.equal(2)
    expect(s.security.passwordMinLength).to.equal(8)
    expect(s.security).not.to.have.property('nope')
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined)
    expect(DEFAULT_SETTINGS.security.sessionTimeout).to.equal(24)
  })
})
