// The create and edit dialogs of the Categories & Sectors screen (admin-back-office.md).
import styled from 'styled-components'
import { Dialog, DialogFooter } from '../../../components/ui/dialog'
import { Options, SelectField, TextAreaField, TextField } from '../../../components/ui/field'
import { CancelAndSubmit, Form } from '../../../components/ui/form-layout'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/api-client'
import { isBlank, useForm, type Errors } from '../../../lib/form'
import {
  createCategory, createSector, createSubsector, updateCategory, updateSector, updateSubsector,
  type CategoryKind, type CategoryView, type SectorView, type SubsectorView,
} from '../api/catalogue-admin'
import { mutedSmall } from '../../../components/ui/text'
import { FIELD_LENGTHS } from '../../../../../src/adapters/http/contract'

interface DialogProps<T> {
  /** undefined: create; a row: edit it. */
  editing: T | undefined
  onClose: () => void
  onSaved: () => Promise<unknown>
}

function useSaveToasts() {
  const { toast } = useToast()
  return {
    saved: (description: string) => toast({ title: 'Success', description, variant: 'success' }),
    failed: (fallback: string) => (e: unknown) => toast({ title: 'Error', description: errorMessage(e, fallback), variant: 'destructive' }),
  }
}

function Actions({ onClose, pending, creating, createLabel }: { onClose: () => void; pending: boolean; creating: boolean; createLabel: string }) {
  return (
    <DialogFooter>
      <CancelAndSubmit onCancel={onClose} pending={pending} pendingLabel={creating ? 'Creating...' : 'Saving...'}>
        {creating ? createLabel : 'Save Changes'}
      </CancelAndSubmit>
    </DialogFooter>
  )
}

// ---- Sector

interface SectorValues {
  name: string
  description: string
  icon: string
}

export function SectorDialog({ editing, onClose, onSaved }: DialogProps<SectorView>) {
  const toasts = useSaveToasts()
  const creating = !editing
  const form = useForm<SectorValues>(
    { name: editing?.name ?? '', description: editing?.description ?? '', icon: editing?.icon ?? '' },
    (v): Errors<SectorValues> => ({ name: isBlank(v.name) ? 'Required' : undefined }),
  )
  const submit = form.submit(
    async (v) => {
      const body = { name: v.name.trim(), description: v.description.trim(), icon: v.icon.trim() }
      if (editing) await updateSector(editing.id, body)
      else await createSector(body)
      toasts.saved(creating ? 'Sector created successfully' : 'Sector updated successfully')
      await onSaved()
      onClose()
    },
    toasts.failed(creating ? 'Failed to create sector' : 'Failed to update sector'),
  )
  return (
    <Dialog open onClose={onClose} title={creating ? 'Create New Sector' : 'Edit Sector'} busy={form.pending}>
      <Form ref={form.formRef} noValidate onSubmit={submit} aria-label={creating ? 'Create sector' : 'Edit sector'}>
        <TextField label="Sector Name" placeholder="e.g. Technology" maxLength={FIELD_LENGTHS.catalogue.name} required {...form.field('name')} />
        <TextAreaField label="Description" rows={3} maxLength={FIELD_LENGTHS.catalogue.description} optional {...form.field('description')} />
        <TextField label="Icon" hint="An icon name (e.g. cpu) or an image URL." maxLength={FIELD_LENGTHS.catalogue.icon} optional {...form.field('icon')} />
        <Actions onClose={onClose} pending={form.pending} creating={creating} createLabel="Create Sector" />
      </Form>
    </Dialog>
  )
}

// ---- Subsector

interface SubsectorValues {
  sectorId: string
  name: string
}

/** Comma-separated names, trimmed, blanks dropped, duplicates (any case) once. */
const splitNames = (text: string): string[] =>
  text
    .split(',')
    .map((n) => n.trim())
    .filter((n, i, all) => n && all.findIndex((m) => m.toLowerCase() === n.toLowerCase()) === i)

export function SubsectorDialog({ editing, onClose, onSaved, sectors }: DialogProps<SubsectorView> & { sectors: readonly SectorView[] }) {
  const { toast } = useToast()
  const toasts = useSaveToasts()
  const creating = !editing
  const form = useForm<SubsectorValues>(
    { sectorId: editing ? String(editing.sectorId) : '', name: editing?.name ?? '' },
    (v): Errors<SubsectorValues> => ({
      sectorId: v.sectorId ? undefined : 'Required',
      name: (creating ? splitNames(v.name).length === 0 : isBlank(v.name)) ? 'Required' : undefined,
    }),
  )

  const submit = form.submit(
    async (v) => {
      const sectorId = Number.parseInt(v.sectorId, 10)
      if (editing) {
        await updateSubsector(editing.id, { name: v.name.trim(), sectorId })
        toasts.saved('Subsector updated successfully')
        await onSaved()
        onClose()
        return
      }
      const names = splitNames(v.name)
      toast({ title: `Adding ${names.length} ${names.length === 1 ? 'subsector' : 'subsectors'}...` })
      // One POST per name (admin-back-office.md); every name is tried, the failures are reported together.
      const results = await Promise.allSettled(names.map((name) => createSubsector({ name, sectorId })))
      const failed = results.flatMap((r, i) => (r.status === 'rejected' ? [`${names[i]}: ${errorMessage(r.reason)}`] : []))
      const created = names.length - failed.length
      await onSaved()
      if (failed.length === 0) {
        toasts.saved(created === 1 ? 'Subsector created successfully' : `${created} subsectors created successfully`)
        onClose()
      } else {
        toast({ title: 'Error', description: `Failed to create subsector ${failed.join('; ')}`, variant: 'destructive' })
        // Keep only the names that failed, to correct and try again.
        form.setValue('name', names.filter((_, i) => results[i].status === 'rejected').join(', '))
      }
    },
    toasts.failed(creating ? 'Failed to create subsector' : 'Failed to update subsector'),
  )

  return (
    <Dialog open onClose={onClose} title={creating ? 'Add Subsectors' : 'Edit Subsector'} busy={form.pending}>
      <Form ref={form.formRef} noValidate onSubmit={submit} aria-label={creating ? 'Add subsectors' : 'Edit subsector'}>
        <SelectField label="Parent Sector" required {...form.field('sectorId')}>
          <Options items={sectors} empty="Select a sector" />
        </SelectField>
        {creating ? (
          <TextAreaField
            label="Subsector Names"
            rows={4}
            required
           
            placeholder="e.g. Cloud Computing, Cybersecurity, Fintech"
            hint="Separate several names with commas; each becomes a subsector of the chosen sector."
            {...form.field('name')}
          />
        ) : (
          <TextField label="Subsector Name" maxLength={FIELD_LENGTHS.catalogue.name} required {...form.field('name')} />
        )}
        <Count aria-live="polite">{creating && splitNames(form.values.name).length > 1 ? `${splitNames(form.values.name).length} subsectors will be added.` : ''}</Count>
        <Actions onClose={onClose} pending={form.pending} creating={creating} createLabel="Add Subsectors" />
      </Form>
    </Dialog>
  )
}

const Count = styled.p`
  margin: 0;
  ${mutedSmall}

  &:empty {
    display: none;
  }
`

// ---- Product and service categories

interface CategoryValues {
  sectorId: string
  name: string
  description: string
}

export const CATEGORY_LABEL: Record<CategoryKind, { title: string; sentence: string; lower: string }> = {
  product: { title: 'Product Category', sentence: 'Product category', lower: 'product category' },
  service: { title: 'Service Category', sentence: 'Service category', lower: 'service category' },
}

export function CategoryDialog({ kind, editing, onClose, onSaved, sectors }: DialogProps<CategoryView> & { kind: CategoryKind; sectors: readonly SectorView[] }) {
  const toasts = useSaveToasts()
  const creating = !editing
  const label = CATEGORY_LABEL[kind]
  const form = useForm<CategoryValues>(
    { sectorId: editing?.sectorId ? String(editing.sectorId) : '', name: editing?.name ?? '', description: editing?.description ?? '' },
    (v): Errors<CategoryValues> => ({ sectorId: v.sectorId ? undefined : 'Required', name: isBlank(v.name) ? 'Required' : undefined }),
  )
  const submit = form.submit(
    async (v) => {
      const body = { name: v.name.trim(), sectorId: Number.parseInt(v.sectorId, 10), description: v.description.trim() }
      if (editing) await updateCategory(kind, editing.id, body)
      else await createCategory(kind, body)
      toasts.saved(`${label.sentence} ${creating ? 'created' : 'updated'} successfully`)
      await onSaved()
      onClose()
    },
    toasts.failed(`Failed to ${creating ? 'create' : 'update'} ${label.lower}`),
  )
  return (
    <Dialog open onClose={onClose} title={creating ? `Add ${label.title}` : `Edit ${label.title}`} busy={form.pending}>
      <Form ref={form.formRef} noValidate onSubmit={submit} aria-label={creating ? `Add ${label.lower}` : `Edit ${label.lower}`}>
        <SelectField label="Related Sector" required {...form.field('sectorId')}>
          <Options items={sectors} empty="Select a sector" />
        </SelectField>
        <TextField label="Category Name" maxLength={FIELD_LENGTHS.catalogue.name} required {...form.field('name')} />
        <TextAreaField label="Description" rows={3} maxLength={FIELD_LENGTHS.catalogue.description} optional {...form.field('description')} />
        <Actions onClose={onClose} pending={form.pending} creating={creating} createLabel="Add Category" />
      </Form>
    </Dialog>
  )
}
