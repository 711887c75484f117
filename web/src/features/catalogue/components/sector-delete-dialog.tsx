// The Delete Sector dialog of Categories & Sectors: what deleting a sector does, from what uses it
// (GET /api/admin/sectors/{id}/usage). A sector nothing uses goes with its subsectors and categories.
// One that companies or exhibitions use needs another sector, chosen here: one request moves them
// there and deletes it (DELETE /api/sectors/{id}?moveTo=), or changes nothing and says why.
import { useRef, useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogFooter } from '../../../components/ui/dialog'
import { Options, SelectField } from '../../../components/ui/field'
import { CancelAndSubmit } from '../../../components/ui/form-layout'
import { mutedSmall } from '../../../components/ui/text'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/api-client'
import { formatNumber } from '../../../lib/format'
import { deleteSector, useSectorUsage, type SectorUsage, type SectorView } from '../api/catalogue-admin'

interface SectorDeleteDialogProps {
  sector: SectorView
  /** Every sector: the others are where its companies and exhibitions may go. */
  sectors: readonly SectorView[]
  onClose: () => void
  onDeleted: () => Promise<unknown>
}

const counted = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`

/** "6 companies and 2 exhibitions". */
const usedBy = (u: SectorUsage) =>
  [u.companies ? counted(u.companies, 'company', 'companies') : '', u.exhibitions ? counted(u.exhibitions, 'exhibition', 'exhibitions') : '']
    .filter(Boolean)
    .join(' and ')

export function SectorDeleteDialog({ sector, sectors, onClose, onDeleted }: SectorDeleteDialogProps) {
  const usage = useSectorUsage(sector.id)
  const { toast } = useToast()
  const [moveTo, setMoveTo] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)
  const selectRef = useRef<HTMLSelectElement>(null)
  const inUse = !!usage.data && usage.data.companies + usage.data.exhibitions > 0
  const target = sectors.find((s) => String(s.id) === moveTo)

  const submit = async (ev: FormEvent) => {
    ev.preventDefault()
    if (!usage.data) return
    if (inUse && !target) {
      setError('Choose the sector to move them to')
      selectRef.current?.focus()
      return
    }
    setPending(true)
    try {
      await deleteSector(sector.id, inUse ? target?.id : undefined)
    } catch (e) {
      // Something else came to use it meanwhile, or the sector chosen went: the counts again, and why.
      setError(errorMessage(e, 'Failed to delete sector'))
      setPending(false)
      void usage.mutate()
      return
    }
    toast({
      title: 'Success',
      description: inUse && target ? `Sector deleted: ${usedBy(usage.data)} moved to ${target.name}` : 'Sector deleted successfully',
      variant: 'success',
    })
    await onDeleted()
    setPending(false)
    onClose()
  }

  const gone = `"${sector.name}" is deleted with its subsectors and its product and service categories (the products and services themselves stay). This cannot be undone.`
  return (
    <Dialog open onClose={onClose} title="Delete Sector?" busy={pending} width={600}>
      <form noValidate onSubmit={submit} aria-label={`Delete the sector ${sector.name}`}>
        {!usage.data ? (
          <Text role={usage.error ? 'alert' : 'status'}>
            {usage.error ? (
              <>
                {errorMessage(usage.error, 'Could not check what uses this sector.')}{' '}
                <Button $variant="ghost" $size="sm" onClick={() => void usage.mutate()}>
                  Try again
                </Button>
              </>
            ) : (
              'Checking what uses this sector...'
            )}
          </Text>
        ) : inUse ? (
          <>
            <Text>
              <strong>{usedBy(usage.data)}</strong> {usage.data.companies + usage.data.exhibitions === 1 ? 'uses' : 'use'} &ldquo;{sector.name}&rdquo;. Choose the sector they move to; then {gone}
            </Text>
            <SelectField
              ref={selectRef}
              label="Move them to"
              hint="Companies lose their subsector (subsectors belong to a sector); exhibitions open to this sector become open to the one chosen."
              value={moveTo}
              error={error}
              onChange={(ev) => {
                setMoveTo(ev.target.value)
                setError(undefined)
              }}
            >
              <Options items={sectors.filter((s) => s.id !== sector.id)} empty="Select a sector" />
            </SelectField>
          </>
        ) : (
          <>
            <Text>This action cannot be undone. This will permanently delete the sector &ldquo;{sector.name}&rdquo; and also remove its subsectors and its product and service categories. No company or exhibition uses it.</Text>
            {error ? <Refusal role="alert">{error}</Refusal> : null}
          </>
        )}
        <DialogFooter>
          <CancelAndSubmit onCancel={onClose} pending={pending} pendingLabel={inUse ? 'Moving and deleting...' : 'Deleting...'} $variant="destructive">
            {inUse ? 'Move and Delete' : 'Delete'}
          </CancelAndSubmit>
        </DialogFooter>
      </form>
    </Dialog>
  )
}

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Refusal = styled.p`
  margin: 0;
  ${mutedSmall}
  color: ${({ theme }) => theme.colors.danger};
`
