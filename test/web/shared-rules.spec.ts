/// <reference types="mocha" />
// Rules that the web client and the server both apply have one home (src/adapters/http/contract.ts
// and the modules it re-exports): here, that the screens draw what the server checks. The settings
// page is rendered as the browser would draw it and its bounds are put to the server's check; the
// media words are those of the RSS feeds; the sign-up form follows the password length in force.
import fs from 'node:fs'
import path from 'node:path'
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import React, { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { ThemeProvider } from 'styled-components'
import { mediaRss } from '../../src/adapters/http/media/media-feeds'
import { SETTING_FIELDS, settingField, type SettingField } from '../../src/domain/settings/setting-fields'
import { DEFAULT_SETTINGS, validateSetting } from '../../src/domain/settings/settings'
import { maskedSettings } from '../../src/application/settings/settings-commands'
import type { MediaItemView } from '../../src/application/media/media-views'
import { MEDIA_TYPE_LABEL, MEDIA_TYPES } from '../../src/domain/media/media-type'
import { ToastProvider } from '../../web/src/components/ui/toast'
import { validateRegister } from '../../web/src/features/auth/components/validation'
import { TYPE_OPTIONS } from '../../web/src/features/media/components/media-labels'
import { ContentTab, GeneralTab, LegalTab, RegistrationTab, SecurityTab, EmailTab } from '../../web/src/features/settings/components/settings-tabs'
import { theme } from '../../web/src/theme'

// The unit suite's transpiler compiles the web's JSX to React.createElement (web/ is outside the
// root tsconfig, which tsx follows); Vite builds it with the automatic runtime.
Object.assign(globalThis, { React })

const draw = (tab: ReactElement): string => renderToString(createElement(ThemeProvider, { theme }, createElement(ToastProvider, null, tab)))

/** Each input of the page, by its name: its attributes as drawn. */
const inputsOf = (html: string): Map<string, Record<string, string>> => new Map([...html.matchAll(/<(?:input|textarea|select)\b([^>]*)>/g)].flatMap(([, attrs]) => {
  const a = Object.fromEntries([...attrs.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, k, v]) => [k.toLowerCase(), v]))
  return a.name ? [[a.name, a] as const] : []
}))

const isTimeZone = (tz: string) => tz === 'UTC'
const accepts = (section: string, key: string, value: unknown) => E.isRight(validateSetting(section, key, value, isTimeZone))

describe('web and server: one definition of each shared rule', () => {
  describe('the settings page', () => {
    const view = maskedSettings(DEFAULT_SETTINGS)
    const security = { ...view.security, recaptchaEnabled: true }
    const pages = {
      general: draw(createElement(GeneralTab, { s: view.general })),
      email: draw(createElement(EmailTab, { s: view.email })),
      registration: draw(createElement(RegistrationTab, { s: view.registration })),
      content: draw(createElement(ContentTab, { s: view.content })),
      security: draw(createElement(SecurityTab, { s: security })),
      legal: draw(createElement(LegalTab, { s: view.legal })),
    }
    const fields = Object.entries(SETTING_FIELDS).flatMap(([section, keys]) => Object.entries(keys).map(([key, field]: [string, SettingField]) => ({ section, key, field })))

    it('draws a number field with the bounds the server holds it to', () => {
      const numbers = fields.filter((f) => f.field.kind === 'number')
      expect(numbers.map((f) => `${f.section}.${f.key}`)).to.have.members([
        'general.maxUploadSize', 'registration.verificationExpiry', 'registration.passportValidityMonths', 'content.maxMediaItemsPerCompany', 'content.maxFeaturedCompanies',
        'security.sessionTimeout', 'security.passwordMinLength', 'security.maxLoginAttempts',
      ])
      for (const { section, key, field } of numbers) {
        if (field.kind !== 'number') continue
        const input = inputsOf(pages[section as keyof typeof pages]).get(key)
        expect([input?.type, Number(input?.min), Number(input?.max)], `${section}.${key}`).to.deep.equal(['number', field.min, field.max])
        expect([accepts(section, key, field.min), accepts(section, key, field.max)], `${section}.${key}`).to.deep.equal([true, true])
        expect([accepts(section, key, field.min - 1), accepts(section, key, field.max + 1)], `${section}.${key}`).to.deep.equal([false, false])
      }
    })

    it('the admin spec\'s bounds (admin-back-office.md §5) are the definition\'s', () => {
      const bounds = Object.fromEntries(fields.flatMap(({ key, field }) => (field.kind === 'number' ? [[key, [field.min, field.max]]] : [])))
      expect(bounds).to.deep.equal({
        maxUploadSize: [1, 50], verificationExpiry: [1, 72], passportValidityMonths: [1, 36], maxMediaItemsPerCompany: [1, 50], maxFeaturedCompanies: [1, 20],
        sessionTimeout: [1, 72], passwordMinLength: [6, 20], maxLoginAttempts: [3, 10],
      })
    })

    it('draws a text field no longer than the server stores, and an email setting as an email input', () => {
      for (const { section, key, field } of fields) {
        if (!('maxLength' in field)) continue
        const input = inputsOf(pages[section as keyof typeof pages]).get(key)
        expect(Number(input?.maxlength), `${section}.${key}`).to.equal(field.maxLength)
        if (field.kind === 'email') expect(input?.type, `${section}.${key}`).to.equal('email')
        if (field.kind === 'secret' || field.kind === 'time-zone') continue
        expect([accepts(section, key, 'a'.repeat(field.maxLength)), accepts(section, key, 'a'.repeat(field.maxLength + 1))], `${section}.${key}`)
          .to.deep.equal([field.kind !== 'email', false])
      }
    })

    it('shows every setting of the definition, and offers a choice\'s options only', () => {
      for (const { section, key, field } of fields) {
        if (field.kind !== 'switch') expect(inputsOf(pages[section as keyof typeof pages]).has(key), `${section}.${key}`).to.equal(true)
      }
      for (const [section, html] of Object.entries(pages)) {
        expect(html.match(/role="switch"/g)?.length ?? 0, section).to.equal(fields.filter((f) => f.section === section && f.field.kind === 'switch').length)
      }
      const provider = settingField('email', 'provider')
      const drawn = [...pages.email.matchAll(/<option value="([^"]*)"/g)].map(([, v]) => v)
      expect(drawn).to.deep.equal(provider?.kind === 'choice' ? provider.options : [])
    })
  })

  it('media kinds: the form, the badges and the RSS feeds say the same words', () => {
    expect(TYPE_OPTIONS.map((o) => [o.value, o.label])).to.deep.equal(MEDIA_TYPES.map((t) => [t, MEDIA_TYPE_LABEL[t]]))
    expect(MEDIA_TYPE_LABEL.press_release).to.equal('Press Release')
    const item = { id: 1, companyId: 2, companyName: 'Acme', title: 'Hello', content: 'x', type: 'press_kit', publishedAt: null, createdAt: '2026-01-01T00:00:00.000Z' } as MediaItemView
    expect(mediaRss('Feed', [item], 'https://expo.example', '/api/media/rss.xml')).to.contain('Hello (Press Kit, Acme)')
  })

  it('no web input states a length, a count or a bound of its own: each is the server\'s (the contract\'s)', () => {
    const root = path.resolve(import.meta.dirname, '../../web/src')
    const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f))
    const own = files.flatMap((f) => [...fs.readFileSync(path.join(root, f), 'utf8').matchAll(/\b(maxLength|maxItems|min|max)=\{\s*\d[\d_]*\s*\}/g)].map((m) => `${f}: ${m[0]}`))
    // The exhibition form's "0 means unlimited" floor is the form's own (a count cannot be negative).
    expect(own.filter((o) => !o.endsWith('min={0}'))).to.deep.equal([])
  })

  it('the sign-up form asks for the password length in force, not a length of its own', () => {
    const form = { role: 'individual', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', mobileNumber: '', password: 'abcdefg', confirmPassword: 'abcdefg' } as const
    expect(validateRegister(form, 6).password).to.equal(undefined)
    expect(validateRegister(form, 8).password).to.equal('Password must be at least 8 characters')
    expect(validateRegister({ ...form, password: 'abcde', confirmPassword: 'abcde' }, 6).password).to.equal('Password must be at least 6 characters')
  })
})
