// The exhibition form of the back office: every field of the admin-back-office.md (name, description,
// dates, location, venue, max participants, registration deadline, primary sector, allowed
// sectors with Select All / Deselect All, status, banner URL, registration fee, website) plus the
// vFairs link and the country. `compact` for the Create Exhibition dialog.
import { useId } from 'react'
import styled, { css } from 'styled-components'
import { Button } from '../../../../components/ui/button'
import { CountryField } from '../../../../components/ui/combo-box'
import { Choices, FieldError, Hint, Options, SelectField, TextAreaField, TextField } from '../../../../components/ui/field'
import { CancelAndSubmit, Form, FormActions, FormRow } from '../../../../components/ui/form-layout'
import type { RecordFormProps } from '../../../../components/ui/record-form'
import { column } from '../../../../components/ui/stack'
import { surface } from '../../../../components/ui/surface'
import { mutedSmall } from '../../../../components/ui/text'
import { useSectors } from '../../../../lib/catalogue'
import { useForm } from '../../../../lib/form'
import {
  allSectorsChosen, STATUS_CHOICES, validateExhibitionForm, type ExhibitionFormValues, type ExhibitionStatusChoice,
} from './exhibition-form-model'
import { FIELD_LENGTHS } from '../../../../../../src/adapters/http/contract'

interface ExhibitionFormProps extends RecordFormProps<ExhibitionFormValues> {
  /** Create: a primary sector is required (admin-back-office.md §5). Edit: an exhibition may stay 'General'. */
  sectorRequired: boolean
}

export function ExhibitionForm({ initial, sectorRequired, compact, label, submitLabel, pendingLabel, onSubmit, onError, cancel }: ExhibitionFormProps) {
  const form = useForm<ExhibitionFormValues>(initial, (v) => validateExhibitionForm(v, sectorRequired))
  const { values, errors, setValue } = form
  const sectors = useSectors()
  const allowedHintId = useId()
  const allowedErrorId = useId()
  const allIds = (sectors.data ?? []).map((s) => s.id)
  const chosen = new Set(values.allowedSectors)

  const toggle = (id: number, on: boolean) =>
    setValue('allowedSectors', on ? [...values.allowedSectors.filter((x) => x !== id), id] : values.allowedSectors.filter((x) => x !== id))

  return (
    <Form ref={form.formRef} noValidate onSubmit={form.submit(onSubmit, onError)} aria-label={label}>
      <Section $plain={compact}>
        <legend>Exhibition</legend>
        <TextField label="Name" required maxLength={FIELD_LENGTHS.exhibition.name} placeholder="e.g. Global Tech Expo 2027" {...form.field('name')} />
        <TextAreaField label="Description" required rows={compact ? 4 : 6} maxLength={FIELD_LENGTHS.exhibition.description} {...form.field('description')} />
        <FormRow>
          <SelectField label="Status" hint="Upcoming, ongoing and ended follow the dates; Cancelled cancels it." {...form.field('status')} onChange={(e) => setValue('status', e.target.value as ExhibitionStatusChoice)}>
            <Choices items={STATUS_CHOICES} />
          </SelectField>
          <TextField label="Banner URL" type="url" inputMode="url" optional placeholder="https://example.com/banner.png" {...form.field('bannerUrl')} />
        </FormRow>
      </Section>

      <Section $plain={compact}>
        <legend>Dates and place</legend>
        <FormRow>
          <TextField label="Start Date" type="date" required {...form.field('startDate')} />
          <TextField label="End Date" type="date" required {...form.field('endDate')} />
        </FormRow>
        <FormRow>
          <TextField label="Location" required maxLength={FIELD_LENGTHS.exhibition.location} placeholder="e.g. Online or Dubai, United Arab Emirates" {...form.field('location')} />
          <TextField label="Venue" optional maxLength={FIELD_LENGTHS.exhibition.venue} placeholder="e.g. vFairs virtual exhibition halls" {...form.field('venue')} />
        </FormRow>
        <CountryField optional value={values.countryId} onChange={(countryId) => setValue('countryId', countryId)} error={errors.countryId} />
      </Section>

      <Section $plain={compact}>
        <legend>Sectors</legend>
        <SelectField label="Primary Sector" required={sectorRequired} optional={!sectorRequired} {...form.field('sectorId')}>
          <Options
            items={sectors.data}
            empty={!sectors.data ? 'Loading sectors...' : sectorRequired ? 'Select a sector' : 'General (no primary sector)'}
          />
        </SelectField>
        <Allowed aria-describedby={[allowedHintId, errors.allowedSectors ? allowedErrorId : ''].filter(Boolean).join(' ')}>
          <legend>Allowed Sectors</legend>
          <Hint id={allowedHintId}>Companies of these sectors may apply. With none or all selected, every sector is allowed, also sectors added later.</Hint>
          <AllowedActions>
            <Button $variant="outline" $size="sm" onClick={() => setValue('allowedSectors', allIds)} disabled={!sectors.data}>
              Select All
            </Button>
            <Button $variant="outline" $size="sm" onClick={() => setValue('allowedSectors', [])} disabled={!sectors.data}>
              Deselect All
            </Button>
            <Count>{allSectorsChosen(values.allowedSectors, allIds) ? 'All sectors' : `${values.allowedSectors.length} of ${allIds.length} selected`}</Count>
          </AllowedActions>
          <Checks>
            {(sectors.data ?? []).map((s) => (
              <li key={s.id}>
                <label>
                  <input type="checkbox" checked={chosen.has(s.id)} onChange={(e) => toggle(s.id, e.target.checked)} />
                  <span>{s.name}</span>
                </label>
              </li>
            ))}
          </Checks>
          {errors.allowedSectors ? <FieldError id={allowedErrorId}>{errors.allowedSectors}</FieldError> : null}
        </Allowed>
      </Section>

      <Section $plain={compact}>
        <legend>Registration</legend>
        <FormRow>
          <TextField label="Max Participants" type="number" inputMode="numeric" min={0} step={1} hint="0 means unlimited" {...form.field('maxParticipants')} />
          <TextField label="Registration Fee (USD)" type="number" inputMode="decimal" min={0} step={0.01} hint="0 means free" {...form.field('registrationFee')} />
        </FormRow>
        <TextField label="Registration Deadline" type="date" optional hint="Without a deadline, registration stays open until the end date." {...form.field('registrationDeadline')} />
      </Section>

      <Section $plain={compact}>
        <legend>Links</legend>
        <FormRow>
          <TextField label="Website" type="url" inputMode="url" optional placeholder="https://www.example.com" {...form.field('website')} />
          <TextField label="vFairs Link" type="url" inputMode="url" optional placeholder="https://example.vfairs.com" hint="Shown as Join Now while the exhibition runs." {...form.field('vFairsLink')} />
        </FormRow>
      </Section>

      <FormActions>
        <CancelAndSubmit cancel={cancel} pending={form.pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </CancelAndSubmit>
      </FormActions>
    </Form>
  )
}

const Section = styled.fieldset<{ $plain?: boolean }>`
  ${column(4)}
  margin: 0;
  padding: 0;
  border: 0;

  > legend {
    float: left;
    width: 100%;
    margin: 0;
    padding: 0;
    font-size: ${({ theme, $plain }) => ($plain ? theme.fontSizes.md : theme.fontSizes.lg)};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  > legend + * {
    clear: both;
  }

  ${({ $plain, theme }) =>
    !$plain &&
    css`
      padding: ${theme.space[5]};
      ${surface}

      ${theme.media.sm} {
        padding: ${theme.space[6]};
      }
    `}
`

const Allowed = styled.fieldset`
  ${column(2)}
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    float: left;
    width: 100%;
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  legend + * {
    clear: both;
  }
`

const AllowedActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`

const Count = styled.span`
  ${mutedSmall}
`

const Checks = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 2.25rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    cursor: pointer;
  }

  input {
    flex-shrink: 0;
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`

