import type { Logger } from 'pino'
import { describeEvent } from '../../application/activity/describe-event'
import type { DomainEvent } from '../../domain/shared/domain-event'
import type { Projector } from '../persistence/events/pg-event-publisher'
import type { Sql } from '../persistence/sql'
import { actorLabel } from './actor'

/** Events that are admin actions or security events, kept in the system logs. */
const AUDITED = /^(User(Created|Updated|RoleChanged|BecameCompanyManager|Deleted|Suspended|Reinstated|Invited)|InvitationResent|VerificationEmailResent|PasswordChanged|PasswordReset(Requested)?|Email(ChangeRequested|ChangeCancelled|Changed)|SettingChanged|Company(Approved|Rejected|Suspended|Reinstated|Verified|VerificationRevoked|Deleted|DomainProven)|Exhibition(Created|Updated|Cancelled|Deleted)|Participation(Confirmed|Rejected|BoothAssigned)|MediaItem(Approved|Rejected|Deleted|Published)|MediaPreviewLinkCreated|MediaAccess(Granted|Refused)|CatalogueEntry(Created|Updated|Deleted))$/

/** Payload fields that the system log keeps in its context column (see SystemLogSink). */
const CONTEXT_FIELDS = ['section', 'key'] as const

interface Actor { readonly email: string; readonly label: string }

/**
 * Writes admin actions and security events to the logging pipeline (and so to the system_logs
 * table), once per event, naming the actor by name and email address.
 */
export class AuditProjector implements Projector {
  constructor(private readonly log: Logger, private readonly sql: Sql) {}

  async project(events: readonly DomainEvent[]): Promise<void> {
    const audited = events.filter((e) => AUDITED.test(e.type) && !(e.type === 'MediaItemApproved' && e.payload.automatic))
    if (audited.length === 0) return
    const actors = await this.actors(audited)
    for (const e of audited) {
      const actor = e.actorId === null ? undefined : actors.get(e.actorId)
      const by = e.actorId === null ? '' : ` (by ${actor?.label ?? `user #${e.actorId}`})`
      const context: Record<string, unknown> = { audit: true, event: e.type, actorId: e.actorId, actorEmail: actor?.email }
      for (const f of CONTEXT_FIELDS) if (typeof e.payload[f] === 'string') context[f] = e.payload[f]
      this.log.info(context, `${describeEvent(e).description}${by}`)
    }
  }

  /** The actors' names and emails, read in the command's transaction (a user deleted by it is named by id). */
  private async actors(events: readonly DomainEvent[]): Promise<Map<number, Actor>> {
    const ids = [...new Set(events.map((e) => e.actorId).filter((id): id is number => id !== null))]
    if (ids.length === 0) return new Map()
    const rows = await this.sql.all<{ id: number; email: string; first_name: string; last_name: string }>(
      'select id, email, first_name, last_name from users where id = any(?::int[])', [ids])
    return new Map(rows.map((r) => [r.id, { email: r.email, label: actorLabel({ email: r.email, firstName: r.first_name, lastName: r.last_name }) }]))
  }
}
