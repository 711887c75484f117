// What a back-office record form (a company, an exhibition) takes from its screen, and what its
// Create dialog and its Edit page give it: their buttons, their toasts, and where they go next.
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { errorMessage } from '../../lib/api-client'
import { useInvalidate } from '../../lib/swr'
import { Button, ButtonLink } from './button'
import { useToast } from './toast'

export interface RecordFormProps<V> {
  initial: V
  /** The Create dialog's shorter layout. */
  compact?: boolean
  label: string
  submitLabel: string
  pendingLabel: string
  /** Runs the request; a thrown ApiError's fieldErrors are shown next to the fields. */
  onSubmit: (values: V) => Promise<void>
  onError: (e: unknown) => void
  /** A Cancel button or link shown before the submit button. */
  cancel?: ReactNode
}

type FrameProps<V> = Omit<RecordFormProps<V>, 'initial'>

interface CreateOptions<V> {
  /** 'Company': 'Create Company', 'Company created successfully', 'Failed to create company'. */
  noun: string
  create: (values: V) => Promise<unknown>
  onCreated: () => Promise<unknown>
  onClose: () => void
}

/** A Create dialog's form: Cancel closes it; once created it says so, refreshes and closes. */
export function useCreateFormProps<V>({ noun, create, onCreated, onClose }: CreateOptions<V>): FrameProps<V> {
  const { toast } = useToast()
  const lower = noun.toLowerCase()
  return {
    compact: true,
    label: `Create ${lower}`,
    submitLabel: `Create ${noun}`,
    pendingLabel: 'Creating...',
    cancel: (
      <Button $variant="outline" onClick={onClose}>
        Cancel
      </Button>
    ),
    onSubmit: async (values) => {
      await create(values)
      toast({ title: 'Success', description: `${noun} created successfully`, variant: 'success' })
      await onCreated()
      onClose()
    },
    onError: (e) => toast({ title: 'Error', description: errorMessage(e, `Failed to create ${lower}`), variant: 'destructive' }),
  }
}

interface EditOptions<V> {
  /** 'Company': 'Company updated successfully', 'Failed to update company'. */
  noun: string
  /** The record's name, for the form's label: 'Edit Acme'. */
  name: string
  /** The record's page: Cancel and a saved change go back to it. */
  back: string
  update: (values: V) => Promise<unknown>
  /** The cached answers that the change makes stale. */
  stale: (key: string) => boolean
}

/** An Edit page's form: Cancel goes back; once saved it says so, refreshes and goes back. */
export function useEditFormProps<V>({ noun, name, back, update, stale }: EditOptions<V>): FrameProps<V> {
  const { toast } = useToast()
  const navigate = useNavigate()
  const invalidate = useInvalidate()
  return {
    label: `Edit ${name}`,
    submitLabel: 'Save Changes',
    pendingLabel: 'Saving...',
    cancel: (
      <ButtonLink to={back} $variant="outline">
        Cancel
      </ButtonLink>
    ),
    onSubmit: async (values) => {
      await update(values)
      toast({ title: 'Success', description: `${noun} updated successfully`, variant: 'success' })
      await invalidate(stale)
      void navigate(back)
    },
    onError: (e) => toast({ title: 'Error', description: errorMessage(e, `Failed to update ${noun.toLowerCase()}`), variant: 'destructive' }),
  }
}
