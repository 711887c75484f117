import * as E from 'fp-ts/lib/Either.js'
import type { CompanyRepository } from '../../domain/company/company.repository'
import type { Clock } from '../../domain/shared/clock'
import { dueReminder, expiringEvent, lapse, type Passport } from '../../domain/verification/passport'
import type { PassportRepository } from '../../domain/verification/passport.repository'
import type { EventPublisher } from '../ports/event-publisher'
import type { UnitOfWork } from '../ports/unit-of-work'
import { applyPassportDecision } from './verification'

/** Port: the passports the jobs work on, each taken locked (`for update skip locked`) inside the caller's transaction. */
export interface PassportJobStore {
  /** A current passport whose validUntil is at or before `now`, locked; another worker's are skipped. */
  nextToLapse(now: Date): Promise<Passport | undefined>
  /** A current passport within 30 days of its end whose manager was not reminded, locked. */
  nextToRemind(now: Date): Promise<Passport | undefined>
  /** The in-app notification of the company's manager that this passport is expiring (once per passport). */
  notifyExpiring(companyId: number, passportId: number, title: string, at: Date): Promise<void>
}

/** The most passports one run takes (the next run goes on). */
const BATCH = 200

/**
 * The passport's periodic jobs (one transaction per passport, idempotent):
 * - lapse: a passport at or after its validUntil ends (lapsed_at), its company loses the verified flag
 *   and CompanyVerificationLapsed is recorded, together (the directory, its facets, Expo Eligible and
 *   exhibitor eligibility follow in that transaction, through the event's projections);
 * - reminder: 30 days before the end, once per passport (reminded_at), CompanyVerificationExpiring
 *   (its manager is emailed: template verification_expiring) and a notification in the manager's bell.
 */
export class VerificationJobs {
  constructor(
    private readonly store: PassportJobStore,
    private readonly passports: PassportRepository,
    private readonly companies: CompanyRepository,
    private readonly events: EventPublisher,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async runOnce(at?: Date): Promise<{ readonly lapsed: number; readonly reminded: number }> {
    const now = at ?? this.clock.now()
    let lapsed = 0
    let reminded = 0
    for (let i = 0; i < BATCH; i++) {
      const r = await this.uow.run(async () => {
        const p = await this.store.nextToLapse(now)
        if (!p) return E.right(false)
        const company = await this.companies.byId(p.companyId)
        if (!company) return E.right(false)
        const d = lapse(company, p, now)
        if (E.isLeft(d)) return E.right(false)
        const done = await applyPassportDecision(d.right, this.passports, this.companies, this.events)
        return E.isLeft(done) ? done : E.right(true)
      })
      if (E.isLeft(r) || !r.right) break
      lapsed++
    }
    for (let i = 0; i < BATCH; i++) {
      const r = await this.uow.run(async () => {
        const p = await this.store.nextToRemind(now)
        if (!p || !dueReminder(p, now)) return E.right(false)
        const company = await this.companies.byId(p.companyId)
        if (!company) return E.right(false)
        await this.passports.update({ ...p, remindedAt: now })
        await this.store.notifyExpiring(company.id, p.id, company.name, now)
        await this.events.publish([expiringEvent(company, p, now)])
        return E.right(true)
      })
      if (E.isLeft(r) || !r.right) break
      reminded++
    }
    return { lapsed, reminded }
  }
}
