// The admin's actions on an exhibition, shared by the table's row menu and the detail screen:
// the participants dialog and Delete Exhibition with its confirmation.
import { useState, type ReactNode } from 'react'
import { ConfirmDialog } from '../../../../components/ui/dialog'
import { EditIcon, EyeIcon, TrashIcon, UsersIcon } from '../../../../components/ui/icons'
import type { MenuAction } from '../../../../components/ui/menu'
import { useReportedAction } from '../../../../components/ui/toast'
import { useInvalidate } from '../../../../lib/swr'
import { deleteExhibition } from '../../api/admin-exhibitions'
import { isExhibitionKey } from '../../api/exhibitions'
import { ParticipantsDialog } from './participants-dialog'

interface Target {
  readonly id: number
  readonly name: string
}

interface Options {
  /** The caller's own list, refreshed in place (it stays on screen while it reloads). */
  refresh?: () => Promise<unknown>
  /** The caller's own SWR key, left out of the general invalidation. */
  ownKey?: string | null
  onDeleted?: () => void
}

export function useExhibitionActions({ refresh, ownKey, onDeleted }: Options = {}) {
  const report = useReportedAction()
  const invalidate = useInvalidate()
  const [deleting, setDeleting] = useState<Target | null>(null)
  const [participants, setParticipants] = useState<Target | null>(null)

  const remove = async (e: Target) => {
    const ok = await report(() => deleteExhibition(e.id), 'Exhibition deleted successfully', 'Failed to delete exhibition')
    if (ok) {
      setDeleting(null)
      onDeleted?.()
      await Promise.all([refresh?.(), invalidate((k) => k !== ownKey && isExhibitionKey(k))])
    }
  }

  const menu = (e: Target): MenuAction[] => [
    { label: 'View Details', icon: <EyeIcon />, to: `/admin/exhibitions/${e.id}` },
    { label: 'Edit Exhibition', icon: <EditIcon />, to: `/admin/exhibitions/${e.id}/edit` },
    { label: 'Manage Participants', icon: <UsersIcon />, to: `/admin/exhibitions/${e.id}/participants` },
    { label: 'Delete Exhibition', icon: <TrashIcon />, onSelect: () => setDeleting(e), destructive: true },
  ]

  const dialogs: ReactNode = (
    <>
      <ParticipantsDialog exhibition={participants} onClose={() => setParticipants(null)} />
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        title="Delete Exhibition?"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={async () => {
          if (deleting) await remove(deleting)
        }}
      >
        {deleting
          ? `This will permanently delete ${deleting.name}, and all participant data will be lost. This action cannot be undone.`
          : null}
      </ConfirmDialog>
    </>
  )

  return { menu, dialogs, confirmDelete: (e: Target) => setDeleting(e), showParticipants: (e: Target) => setParticipants(e) }
}
