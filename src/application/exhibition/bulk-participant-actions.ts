import type { User } from '../../domain/user/user'
import { eachRow, type BulkOutcome } from '../bulk/bulk-action'
import type { ExhibitionCommands, ExhibitionUseCaseError } from './exhibition-commands'

export const PARTICIPANT_BULK_ACTIONS = ['confirm', 'reject', 'withdraw'] as const

export type ParticipantBulkCommand =
  | { readonly action: 'reject'; readonly reason: string }
  | { readonly action: 'confirm' | 'withdraw' }

/**
 * Bulk actions on an exhibition's applications, each row through the single action's command
 * (ExhibitionCommands): confirm (no booth: booths are given one by one), reject, withdraw (a
 * pending application). An id of another exhibition's application is refused for that row (404),
 * as the single action refuses it.
 */
export class BulkParticipantActions {
  constructor(private readonly commands: ExhibitionCommands) {}

  run(actor: User, exhibitionId: number, ids: readonly number[], cmd: ParticipantBulkCommand): Promise<BulkOutcome<ExhibitionUseCaseError>> {
    return eachRow(ids, (id) => {
      switch (cmd.action) {
        case 'confirm': return this.commands.decide(actor, exhibitionId, id, 'approved', undefined)
        case 'reject': return this.commands.decide(actor, exhibitionId, id, 'rejected', undefined, cmd.reason ?? null)
        case 'withdraw': return this.commands.withdrawApplication(actor, exhibitionId, id)
      }
    })
  }
}
