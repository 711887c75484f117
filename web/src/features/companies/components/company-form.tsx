// The one company form: the manager's create and edit screens (subsector required), the
// admin's edit screen and, `compact`, the admin's Create Company dialog with the initial
// status and the Verified switch.
import { useEffect, useId, useState } from 'react'
import styled from 'styled-components'
import { CountryField } from '../../../components/ui/combo-box'
import { Options, SelectField, TextAreaField, TextField } from '../../../components/ui/field'
import { CancelAndSubmit, Form, FormActions, FormRow } from '../../../components/ui/form-layout'
import { ChevronDownIcon } from '../../../components/ui/icons'
import type { RecordFormProps } from '../../../components/ui/record-form'
import { column } from '../../../components/ui/stack'
import { LogoField } from './logo-field'
import { Switch } from '../../../components/ui/switch'
import { TagInput } from '../../../components/ui/tag-input'
import { useSectors, useSubsectors } from '../../../lib/catalogue'
import { useForm } from '../../../lib/form'
import {
  MORE_DETAILS_FIELDS, validateCompanyForm, type AdminInitialStatus, type CompanyFormValues,
} from './company-form-model'
import { surface } from '../../../components/ui/surface'
import { mutedSmall } from '../../../components/ui/text'
import { FIELD_LENGTHS } from '../../../../../src/adapters/http/contract'

const OFFERINGS = [
  { key: 'products', label: 'Products', item: 'product', example: 'CRM Platform' },
  { key: 'services', label: 'Services', item: 'service', example: 'Cloud Migration' },
] as const

interface CompanyFormProps extends RecordFormProps<CompanyFormValues> {
  subsectorRequired: boolean
}

export function CompanyForm({ initial, subsectorRequired, compact, label, submitLabel, pendingLabel, onSubmit, onError, cancel }: CompanyFormProps) {
  const form = useForm<CompanyFormValues>(initial, (v) => validateCompanyForm(v, subsectorRequired))
  const { values, errors, setValue, patch } = form
  const sectors = useSectors()
  const subsectors = useSubsectors(values.sectorId || null)
  const noSubsectors = !!values.sectorId && subsectors.data?.length === 0

  const hasMoreErrors = MORE_DETAILS_FIELDS.some((f) => errors[f])
  const [moreOpen, setMoreOpen] = useState(false)
  const moreId = useId()
  // A message about a field in "More details" opens it, so that the field can get focus.
  useEffect(() => {
    if (hasMoreErrors) setMoreOpen(true)
  }, [hasMoreErrors])

  const nameAndDescription = (
    <>
      <TextField label="Company Name" maxLength={FIELD_LENGTHS.company.name} autoComplete="organization" required {...form.field('name')} />
      <TextAreaField label="Description" rows={compact ? 4 : 6} maxLength={FIELD_LENGTHS.company.description} required {...form.field('description')} />
    </>
  )

  const sectorFields = (
    <FormRow>
      <SelectField
        label="Sector"
        required
       
        {...form.field('sectorId')}
        // Changing the sector resets the subsector.
        onChange={(e) => patch({ sectorId: e.target.value, subsectorId: '' })}
      >
        <Options items={sectors.data} empty={sectors.data ? 'Select a sector' : 'Loading sectors...'} />
      </SelectField>
      <SelectField
        label="Subsector"
        required={subsectorRequired}
       
        optional={!subsectorRequired}
        disabled={!values.sectorId || noSubsectors}
        hint={!values.sectorId ? 'Choose a sector first' : noSubsectors ? 'No subsectors available for this sector' : undefined}
        {...form.field('subsectorId')}
      >
        <Options items={values.sectorId ? subsectors.data : []} empty={values.sectorId && !subsectors.data ? 'Loading subsectors...' : 'Select a subsector'} />
      </SelectField>
    </FormRow>
  )

  const countryField = <CountryField value={values.countryId} onChange={(countryId) => setValue('countryId', countryId)} error={errors.countryId} />

  const emailField = (
    <TextField label="Contact Email" type="email" inputMode="email" autoComplete="email" placeholder="info@company.com" required {...form.field('contactEmail')} />
  )
  const websiteField = <TextField label="Website" type="url" inputMode="url" placeholder="https://www.company.com" optional {...form.field('website')} />
  const phoneField = <TextField label="Contact Phone" type="tel" autoComplete="tel" placeholder="+1 555 123 4567" maxLength={FIELD_LENGTHS.company.contactPhone} optional {...form.field('contactPhone')} />
  const addressFields = (
    <>
      <TextField label="Address" autoComplete="street-address" maxLength={FIELD_LENGTHS.company.address} optional {...form.field('address')} />
      <FormRow>
        <TextField label="City" autoComplete="address-level2" maxLength={FIELD_LENGTHS.company.city} optional {...form.field('city')} />
        <TextField label="State" autoComplete="address-level1" maxLength={FIELD_LENGTHS.company.state} optional {...form.field('state')} />
      </FormRow>
    </>
  )
  const postalField = <TextField label="Postal Code" autoComplete="postal-code" maxLength={FIELD_LENGTHS.company.postalCode} optional {...form.field('postalCode')} />
  // Who answers the press (issue 22): shown on the profile and the newsroom when set.
  const mediaContactFields = (
    <>
      <TextField label="Media Contact Name" autoComplete="off" maxLength={FIELD_LENGTHS.company.mediaContactName} optional {...form.field('mediaContactName')} />
      <FormRow>
        <TextField label="Media Email" type="email" inputMode="email" autoComplete="off" placeholder="press@company.com" optional {...form.field('mediaContactEmail')} />
        <TextField label="Media Phone" type="tel" autoComplete="off" placeholder="+1 555 123 4567" maxLength={FIELD_LENGTHS.company.mediaContactPhone} optional {...form.field('mediaContactPhone')} />
      </FormRow>
    </>
  )

  const registrationField = (
    <TextField
      label="Registration Number"
      hint="VAT number (e.g. DE123456789) or trade register number"
      autoCapitalize="characters"
      spellCheck={false}
      optional
      {...form.field('registrationNumber')}
    />
  )

  const actions = (
    <FormActions>
      <CancelAndSubmit cancel={cancel} pending={form.pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </CancelAndSubmit>
    </FormActions>
  )

  const submit = form.submit(onSubmit, onError)

  if (compact) {
    return (
      <Form ref={form.formRef} noValidate onSubmit={submit} aria-label={label}>
        {nameAndDescription}
        {sectorFields}
        {countryField}
        {websiteField}
        <FormRow>
          {emailField}
          {phoneField}
        </FormRow>
        {addressFields}
        <FormRow>
          {postalField}
          {registrationField}
        </FormRow>
        {mediaContactFields}
        <FormRow>
          <SelectField
            label="Status"
            value={values.status}
            onChange={(e) => {
              const status = e.target.value as AdminInitialStatus
              // Only an active (approved) company can carry the verified badge.
              patch({ status, verified: status === 'active' ? values.verified : false })
            }}
          >
            <option value="pending">Pending</option>
            <option value="active">Active</option>
            <option value="suspended">Suspended</option>
          </SelectField>
          <SwitchCell>
            <Switch
              label="Verified"
              description={values.status === 'active' ? 'Shows the badge of trust' : 'Only an active company can be verified'}
              checked={values.verified}
              disabled={values.status !== 'active'}
              onChange={(v) => setValue('verified', v)}
            />
          </SwitchCell>
        </FormRow>
        {actions}
      </Form>
    )
  }

  return (
    <Form ref={form.formRef} noValidate onSubmit={submit} aria-label={label}>
      <Section>
        <legend>Company</legend>
        {nameAndDescription}
        <LogoField companyName={values.name} value={values.logo} error={errors.logo} onChange={(logo) => setValue('logo', logo)} urlField={form.field('logo')} />
      </Section>
      <Section>
        <legend>Country and sector</legend>
        {countryField}
        {sectorFields}
      </Section>
      <Section>
        <legend>Contact</legend>
        {emailField}
        <FormRow>
          {websiteField}
          {phoneField}
        </FormRow>
      </Section>
      <Section>
        <legend>Media contact</legend>
        <Hint>Who answers the press. Shown on your profile and newsroom when set.</Hint>
        {mediaContactFields}
      </Section>
      <Section>
        <legend>Products and services</legend>
        {OFFERINGS.map((o) => (
          <TagInput
            key={o.key}
            label={o.label}
            itemName={o.item}
            placeholder={`e.g. ${o.example}`}
            hint={`Add ${o.key} one at a time.`}
            values={values[o.key]}
            onChange={(list) => setValue(o.key, list)}
            error={errors[o.key]}
            maxItems={FIELD_LENGTHS.offerings.items}
            maxLength={FIELD_LENGTHS.offerings.length}
          />
        ))}
      </Section>
      <More>
        <MoreToggle type="button" aria-expanded={moreOpen} aria-controls={moreId} onClick={() => setMoreOpen((o) => !o)}>
          <span>
            More details
            <small>Address, registration number, founding year, employees and social media</small>
          </span>
          <ChevronDownIcon size={20} />
        </MoreToggle>
        <MoreBody id={moreId} hidden={!moreOpen}>
          {addressFields}
          <FormRow>
            {postalField}
            <TextField label="Founded Year" inputMode="numeric" placeholder="e.g. 2015" optional {...form.field('foundedYear')} />
          </FormRow>
          <FormRow>
            {registrationField}
            <TextField label="Employees" inputMode="numeric" placeholder="e.g. 50" optional {...form.field('employeeCount')} />
          </FormRow>
          <FormRow>
            <TextField label="LinkedIn URL" type="url" inputMode="url" optional {...form.field('linkedinUrl')} />
            <TextField label="Twitter URL" type="url" inputMode="url" optional {...form.field('twitterUrl')} />
          </FormRow>
          <FormRow>
            <TextField label="Facebook URL" type="url" inputMode="url" optional {...form.field('facebookUrl')} />
            <TextField label="Instagram URL" type="url" inputMode="url" optional {...form.field('instagramUrl')} />
          </FormRow>
        </MoreBody>
      </More>
      {actions}
    </Form>
  )
}

const Section = styled.fieldset`
  ${column(4)}
  margin: 0;
  padding: ${({ theme }) => theme.space[5]};
  ${surface}

  legend {
    float: left;
    width: 100%;
    margin: 0;
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  legend + * {
    clear: both;
  }

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
`

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const More = styled.div`
  ${surface}
`

const MoreToggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  padding: ${({ theme }) => theme.space[5]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: left;
  cursor: pointer;

  span {
    display: flex;
    flex-direction: column;
  }

  small {
    ${mutedSmall}
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }

  svg {
    flex-shrink: 0;
    transition: transform ${({ theme }) => theme.transitions.fast};
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
  }
`

const MoreBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: 0 ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]};

  &[hidden] {
    display: none;
  }

  ${({ theme }) => theme.media.sm} {
    padding: 0 ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[6]};
  }
`

const SwitchCell = styled.div`
  display: flex;
  align-items: center;

  ${({ theme }) => theme.media.sm} {
    padding-top: ${({ theme }) => theme.space[6]};
  }
`

