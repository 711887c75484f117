import type { Logger } from 'pino'
import { describeEvent } from '../../application/activity/describe-event'
import type { DomainEvent } from '../../domain/shared/domain-event'
import type { Projector } from '../persistence/events/pg-event-publisher'

/** Events that are admin actions or security events, kept in the system logs. */
const AUDITED = /^(User(Created|Updated|RoleChanged|Deleted)|PasswordChanged|SettingChanged|Company(Approved|Rejected|Suspended|Reinstated|Verified|VerificationRevoked|Deleted)|Exhibition(Created|Updated|Cancelled|Deleted)|Participation(Confirmed|Rejected|BoothAssigned)|MediaItem(Approved|Rejected|Deleted)|MediaAccess(Granted|Refused)|CatalogueEntry(Created|Updated|Deleted))$/

/** Writes admin actions and security events to the logging pipeline (and so to the system_logs table). */
export class AuditProjector implements Projector {
  constructor(private readonly log: Logger) {}

  async project(events: readonly DomainEvent[]): Promise<void> {
    for (const e of events) {
      if (!AUDITED.test(e.type) || (e.type === 'MediaItemApproved' && e.payload.automatic)) continue
      this.log.info({ audit: true, event: e.type, actorId: e.actorId }, `${describeEvent(e).description}${e.actorId ? ` (by user #${e.actorId})` : ''}`)
    }
  }
}
