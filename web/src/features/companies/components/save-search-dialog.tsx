// "Save this search": names the directory's current search and chooses its digest (loaded on first use:
// visitors never download it).
import { useState } from 'react'
import { useSWRConfig } from 'swr'
import { Dialog, DialogFooter } from '../../../components/ui/dialog'
import { Button } from '../../../components/ui/button'
import { Choices, SelectField, TextField } from '../../../components/ui/field'
import { PendingButton } from '../../../components/ui/pending-button'
import { useToast } from '../../../components/ui/toast'
import { errorMessage, isApiError } from '../../../lib/api-client'
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX } from '../../../../../src/adapters/http/contract'
import type { DirectoryQuery } from '../api/directory'
import { saveSearch, suggestedName } from '../api/saved-searches'

const FREQUENCIES = [
  { value: 'off', label: 'No email' },
  { value: 'daily', label: 'Daily digest' },
  { value: 'weekly', label: 'Weekly digest' },
] as const

export default function SaveSearchDialog({ query, onClose }: { query: DirectoryQuery; onClose: () => void }) {
  const [name, setName] = useState(suggestedName(query))
  const [frequency, setFrequency] = useState<'off' | 'daily' | 'weekly'>('off')
  const [pending, setPending] = useState(false)
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({})
  const { toast } = useToast()
  const { mutate } = useSWRConfig()

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setPending(true)
    try {
      await saveSearch(name, query, frequency)
      await mutate('/api/saved-searches')
      toast({ title: 'Search saved', description: 'New companies that match it will show on your dashboard and in your notifications.', variant: 'success' })
      onClose()
    } catch (err) {
      if (isApiError(err) && err.fieldErrors?.name) setErrors(err.fieldErrors)
      else toast({ title: 'Could not save this search', description: errorMessage(err), variant: 'destructive' })
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog open onClose={onClose} title="Save this search" description={`Hear of new companies that match it. You can keep up to ${MAX_SAVED_SEARCHES} saved searches.`} busy={pending}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="Name" value={name} maxLength={SAVED_SEARCH_NAME_MAX} required error={errors.name} onChange={(e) => { setName(e.target.value); setErrors({}) }} />
        <SelectField label="Email digest" value={frequency} onChange={(e) => setFrequency(e.target.value as typeof frequency)}>
          <Choices items={FREQUENCIES} />
        </SelectField>
        <DialogFooter>
          <Button $variant="outline" onClick={onClose} disabled={pending}>Cancel</Button>
          <PendingButton type="submit" pending={pending} pendingLabel="Saving...">Save search</PendingButton>
        </DialogFooter>
      </form>
    </Dialog>
  )
}
