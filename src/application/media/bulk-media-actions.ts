import type { User } from '../../domain/user/user'
import { eachRow, type BulkOutcome } from '../bulk/bulk-action'
import type { MediaCommands, MediaUseCaseError } from './media-commands'

export const MEDIA_BULK_ACTIONS = ['approve', 'reject', 'delete'] as const

export type MediaBulkCommand =
  | { readonly action: 'reject'; readonly reason: string }
  | { readonly action: 'approve' | 'delete' }

/** Bulk actions on the media items table, each row through the single action's command (MediaCommands). */
export class BulkMediaActions {
  constructor(private readonly commands: MediaCommands) {}

  run(actor: User, ids: readonly number[], cmd: MediaBulkCommand): Promise<BulkOutcome<MediaUseCaseError>> {
    return eachRow(ids, (id) => {
      switch (cmd.action) {
        case 'approve': return this.commands.moderate(actor, id, 'approved', null)
        case 'reject': return this.commands.moderate(actor, id, 'rejected', cmd.reason)
        case 'delete': return this.commands.delete(actor, id)
      }
    })
  }
}
