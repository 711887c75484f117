// The General, Email, Registration, Content and Security tabs: every field of the settings
// object (admin-back-office.md §3), each saved on its own. Labels and hints are the page's; bounds,
// lengths and options come with each field from the server's definition (setting-fields.tsx).
import { useMemo } from 'react'
import type { SystemSettings } from '../api/settings'
import { EmailTemplates } from './email-templates'
import { SettingNumber, SettingSecret, SettingSelect, SettingSwitch, SettingText } from './setting-fields'
import { FieldGrid, SettingsSection, Stack, SwitchList } from './settings-section'

const TIME_ZONES_ID = 'settings-time-zones'

const MAINTENANCE_ON = {
  title: 'Turn On Maintenance Mode?',
  text: 'The site closes for everyone but administrators at once: visitors see the maintenance page, and signed-in users are shown it on their next page.',
  confirmLabel: 'Turn On',
  pendingLabel: 'Turning on...',
}

export function GeneralTab({ s }: { s: SystemSettings['general'] }) {
  const zones = useMemo(() => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC']), [])
  return (
    <Stack>
      <SettingsSection title="Site" description="The site name is shown in the header and the footer, in every page title (search results and link previews too) and in the emails.">
        <FieldGrid>
          <SettingText section="general" name="siteName" label="Site name" value={s.siteName} />
          <SettingText section="general" name="contactEmail" label="Contact email" value={s.contactEmail} />
        </FieldGrid>
        <SettingText
          section="general"
          name="siteDescription"
          label="Site description"
          value={s.siteDescription}
          multiline
          hint="Stored for later: each page has a description of its own."
        />
        <FieldGrid>
          <SettingText section="general" name="supportPhone" label="Support phone" type="tel" value={s.supportPhone} />
          <SettingNumber
            section="general"
            name="maxUploadSize"
            label="Maximum upload size (MB)"
            value={s.maxUploadSize}
            hint={({ min, max }) => `The largest attachment, from ${min} to ${max} MB.`}
          />
          <SettingText
            section="general"
            name="defaultLanguage"
            label="Default language"
            value={s.defaultLanguage}
            hint="A language code such as en. Stored for later: the interface is in English."
          />
          <SettingText
            section="general"
            name="timezone"
            label="Time zone"
            value={s.timezone}
            list={TIME_ZONES_ID}
            hint="The calendar days exhibitions run on, e.g. Europe/Paris."
          />
        </FieldGrid>
        <datalist id={TIME_ZONES_ID}>
          {zones.map((z) => (
            <option key={z} value={z} />
          ))}
        </datalist>
      </SettingsSection>
      <SettingsSection title="Maintenance">
        <SettingSwitch
          section="general"
          name="maintenanceMode"
          label="Maintenance mode"
          checked={s.maintenanceMode}
          hint="When enabled, only administrators can access the site. Everyone else sees the maintenance page and cannot sign in."
          confirmOn={MAINTENANCE_ON}
        />
      </SettingsSection>
    </Stack>
  )
}

const PROVIDER_LABELS = { sendgrid: 'SendGrid', mailchimp: 'Mailchimp', smtp: 'SMTP' } satisfies Record<SystemSettings['email']['provider'], string>

export function EmailTab({ s }: { s: SystemSettings['email'] }) {
  return (
    <Stack>
      <SettingsSection title="Email delivery" description="Which emails are sent, and who sends them.">
        <SwitchList>
          <SettingSwitch section="email" name="enabled" label="Enable emails" checked={s.enabled} hint="When off, no email is sent at all." />
          <SettingSwitch section="email" name="sendWelcomeEmail" label="Send welcome email" checked={s.sendWelcomeEmail} hint="To every new account." />
          <SettingSwitch
            section="email"
            name="sendNotificationEmails"
            label="Send notification emails"
            checked={s.sendNotificationEmails}
            hint="Company decisions, exhibition applications, contact messages."
          />
        </SwitchList>
        <FieldGrid>
          <SettingSelect section="email" name="provider" label="Email provider" value={s.provider} labels={PROVIDER_LABELS} />
          <SettingText section="email" name="fromName" label="From name" value={s.fromName} />
          <SettingText section="email" name="fromEmail" label="From email" value={s.fromEmail} />
          <SettingText section="email" name="replyToEmail" label="Reply-to email" value={s.replyToEmail} />
        </FieldGrid>
      </SettingsSection>
      <EmailTemplates />
    </Stack>
  )
}

export function RegistrationTab({ s }: { s: SystemSettings['registration'] }) {
  return (
    <SettingsSection title="Registration" description="Who may sign up, and what a new company goes through.">
      <SwitchList>
        <SettingSwitch section="registration" name="allowRegistration" label="Allow registration" checked={s.allowRegistration} hint="When off, sign-up is closed." />
        <SettingSwitch
          section="registration"
          name="allowCompanyRegistration"
          label="Allow company registration"
          checked={s.allowCompanyRegistration}
          hint="Sign-up may make company managers, and managers may create companies."
        />
        <SettingSwitch
          section="registration"
          name="requireEmailVerification"
          label="Require email verification"
          checked={s.requireEmailVerification}
          hint="Unverified users can sign in but cannot create companies or publish media."
        />
        <SettingSwitch
          section="registration"
          name="moderateCompanies"
          label="Moderate new companies"
          checked={s.moderateCompanies}
          hint="New companies wait for an administrator's approval; when off they are approved at once."
        />
      </SwitchList>
      <FieldGrid>
        <SettingNumber
          section="registration"
          name="verificationExpiry"
          label="Verification link expiry (hours)"
          value={s.verificationExpiry}
          hint={({ min, max }) => `How long a verification link works, from ${min} to ${max} hours.`}
        />
        <SettingNumber
          section="registration"
          name="passportValidityMonths"
          label="Verification passport validity (months)"
          value={s.passportValidityMonths}
          hint={({ min, max }) => `How long a company stays verified after an administrator's checks, from ${min} to ${max} months; its manager is reminded 30 days before.`}
        />
      </FieldGrid>
    </SettingsSection>
  )
}

export function ContentTab({ s }: { s: SystemSettings['content'] }) {
  return (
    <SettingsSection title="Content" description="Moderation and limits of company media.">
      <SwitchList>
        <SettingSwitch
          section="content"
          name="moderateMediaContent"
          label="Moderate media content"
          checked={s.moderateMediaContent}
          hint="New media items wait for moderation, and edits go back to review."
        />
        <SettingSwitch section="content" name="allowComments" label="Allow comments" checked={s.allowComments} hint="Stored for the comments feature, which does not exist yet." />
      </SwitchList>
      <FieldGrid>
        <SettingNumber
          section="content"
          name="maxMediaItemsPerCompany"
          label="Maximum media items per company"
          value={s.maxMediaItemsPerCompany}
        />
        <SettingNumber
          section="content"
          name="maxFeaturedCompanies"
          label="Maximum featured companies"
          value={s.maxFeaturedCompanies}
          hint={({ min, max }) => `On the home page and in the media center, from ${min} to ${max}.`}
        />
      </FieldGrid>
    </SettingsSection>
  )
}

export function SecurityTab({ s }: { s: SystemSettings['security'] }) {
  return (
    <Stack>
      <SettingsSection title="Sessions and passwords" description="How long sessions last, the password policy, and sign-in protection.">
        <FieldGrid>
          <SettingNumber
            section="security"
            name="sessionTimeout"
            label="Session timeout (hours)"
            value={s.sessionTimeout}
            hint={({ min, max }) => `Hours a session lasts without a request, from ${min} to ${max}.`}
          />
          <SettingNumber section="security" name="passwordMinLength" label="Minimum password length" value={s.passwordMinLength} />
          <SettingNumber
            section="security"
            name="maxLoginAttempts"
            label="Maximum login attempts"
            value={s.maxLoginAttempts}
            hint={({ min, max }) => `Failures within 15 minutes that lock the account for 15 minutes, from ${min} to ${max}.`}
          />
        </FieldGrid>
        <SwitchList>
          <SettingSwitch
            section="security"
            name="requireStrongPassword"
            label="Require strong passwords"
            checked={s.requireStrongPassword}
            hint="At least three of: lower-case letters, upper-case letters, digits, symbols."
          />
        </SwitchList>
      </SettingsSection>
      <SettingsSection title="reCAPTCHA" description="Stored for the sign-in and sign-up forms; the check itself needs a network this installation does not assume.">
        <SettingSwitch section="security" name="recaptchaEnabled" label="Enable reCAPTCHA" checked={s.recaptchaEnabled} />
        {s.recaptchaEnabled ? (
          <FieldGrid>
            <SettingText section="security" name="recaptchaSiteKey" label="reCAPTCHA site key" value={s.recaptchaSiteKey} />
            <SettingSecret section="security" name="recaptchaSecretKey" label="reCAPTCHA secret key" isSet={s.recaptchaSecretKeySet} />
          </FieldGrid>
        ) : null}
      </SettingsSection>
    </Stack>
  )
}

const LEGAL_HINT = 'Light Markdown: ## for a heading, - for a list item, [text](https://…) for a link, a blank line between paragraphs. HTML is shown as text. Saved when you leave the field.'

/** The texts of the public Privacy Policy (/privacy) and Terms of Service (/terms) pages (issue 23). */
export function LegalTab({ s }: { s: SystemSettings['legal'] }) {
  return (
    <SettingsSection
      title="Legal pages"
      description={
        <>
          The texts of the <a href="/privacy" target="_blank" rel="noopener">Privacy Policy</a> and{' '}
          <a href="/terms" target="_blank" rel="noopener">Terms of Service</a> pages, linked from every page's footer and the sign-up form. The defaults are a start: adapt them to your organisation.
        </>
      }
    >
      <SettingText section="legal" name="privacyPolicy" label="Privacy Policy" value={s.privacyPolicy} multiline rows={16} hint={LEGAL_HINT} />
      <SettingText section="legal" name="termsOfService" label="Terms of Service" value={s.termsOfService} multiline rows={16} hint={LEGAL_HINT} />
    </SettingsSection>
  )
}
