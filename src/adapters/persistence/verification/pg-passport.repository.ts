import type { EvidenceUploads } from '../../../application/company/verification'
import type { PassportJobStore } from '../../../application/company/verification-jobs'
import { PASSPORT_LIMITS, type Check, type CheckKind, type NewPassport, type Passport } from '../../../domain/verification/passport'
import type { PassportRepository } from '../../../domain/verification/passport.repository'
import { asDate, asDateOrNull, type Row, type Sql } from '../sql'

/** A passport row with its checks (and their evidence keys) as one JSON array, in order. */
export const PASSPORT_SELECT = `select v.*,
  coalesce((select json_agg(json_build_object('kind', k.kind, 'method', k.method, 'registryName', k.registry_name, 'registryNumber', k.registry_number,
      'documentType', k.document_type, 'note', k.note, 'checkedBy', k.checked_by, 'checkedAt', k.checked_at,
      'evidence', coalesce((select json_agg(e.upload_key order by e.upload_key) from verification_evidence e where e.check_id = k.id), '[]')) order by k.position)
    from verification_checks k where k.verification_id = v.id), '[]') as checks
  from company_verifications v`

export const CURRENT = 'v.revoked_at is null and v.lapsed_at is null and v.replaced_at is null'

type CheckRow = Omit<Check, 'checkedAt' | 'kind'> & { kind: CheckKind; checkedAt: string }

export const toPassport = (r: Row): Passport => ({
  id: r.id as number,
  companyId: r.company_id as number,
  verifiedAt: asDate(r.verified_at),
  validUntil: asDate(r.valid_until),
  verifiedBy: r.verified_by as number | null,
  checks: (r.checks as CheckRow[]).map((c) => ({ ...c, checkedAt: asDate(c.checkedAt) })),
  revokedAt: asDateOrNull(r.revoked_at),
  revokedBy: r.revoked_by as number | null,
  revokeReason: r.revoke_reason as string | null,
  lapsedAt: asDateOrNull(r.lapsed_at),
  replacedAt: asDateOrNull(r.replaced_at),
  remindedAt: asDateOrNull(r.reminded_at),
})

export class PgPassportRepository implements PassportRepository, EvidenceUploads {
  constructor(private readonly sql: Sql) {}

  async currentOf(companyId: number): Promise<Passport | undefined> {
    const locked = await this.sql.one<{ id: number }>(`select v.id from company_verifications v where v.company_id = ? and ${CURRENT} for update`, [companyId])
    if (!locked) return undefined
    const row = await this.sql.one<Row>(`${PASSPORT_SELECT} where v.id = ?`, [locked.id])
    return row && toPassport(row)
  }

  async add(p: NewPassport): Promise<Passport> {
    const row = await this.sql.one<{ id: number }>(`insert into company_verifications (company_id, verified_at, valid_until, verified_by)
      values (?, ?, ?, ?) returning id`, [p.companyId, p.verifiedAt, p.validUntil, p.verifiedBy])
    const id = row!.id
    for (const [position, c] of p.checks.entries()) {
      const check = await this.sql.one<{ id: number }>(`insert into verification_checks
        (verification_id, position, kind, method, registry_name, registry_number, document_type, note, checked_by, checked_at)
        values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
      [id, position, c.kind, c.method, c.registryName, c.registryNumber, c.documentType, c.note, c.checkedBy, c.checkedAt])
      if (c.evidence.length) {
        await this.sql.run('insert into verification_evidence (check_id, upload_key) select ?, k from unnest(?::text[]) k', [check!.id, c.evidence])
      }
    }
    return { ...p, id }
  }

  async update(p: Passport): Promise<void> {
    await this.sql.run(`update company_verifications set revoked_at = ?, revoked_by = ?, revoke_reason = ?, lapsed_at = ?, replaced_at = ?, reminded_at = ?
      where id = ?`, [p.revokedAt, p.revokedBy, p.revokeReason, p.lapsedAt, p.replacedAt, p.remindedAt, p.id])
  }

  /** The keys that may not be evidence: unknown, not uploaded by an admin, or already used (an attachment, a logo, another check). */
  async refused(keys: readonly string[]): Promise<readonly string[]> {
    if (!keys.length) return []
    const ok = await this.sql.all<{ key: string }>(`select u.key from uploads u join users us on us.id = u.uploaded_by
      where u.key = any(?::text[]) and us.role in ('admin', 'super_admin')
        and not exists (select 1 from verification_evidence e where e.upload_key = u.key)
        and not exists (select 1 from media_attachments a where a.file_url = '/uploads/' || u.key)
        and not exists (select 1 from companies c where c.logo like '%/uploads/' || u.key || '%')`, [keys])
    const usable = new Set(ok.map((r) => r.key))
    return keys.filter((k) => !usable.has(k))
  }
}

/** The jobs' side of the passports: the next one due, locked and skipping those another worker holds. */
export class PgPassportJobStore implements PassportJobStore {
  constructor(private readonly sql: Sql) {}

  private async locked(where: string, params: readonly unknown[]): Promise<Passport | undefined> {
    const row = await this.sql.one<{ id: number }>(`select v.id from company_verifications v where ${CURRENT} and ${where}
      order by v.valid_until limit 1 for update skip locked`, params)
    if (!row) return undefined
    const p = await this.sql.one<Row>(`${PASSPORT_SELECT} where v.id = ?`, [row.id])
    return p && toPassport(p)
  }

  nextToLapse(now: Date) { return this.locked('v.valid_until <= ?', [now]) }

  nextToRemind(now: Date) {
    return this.locked(`v.reminded_at is null and v.valid_until > ? and v.valid_until <= ?::timestamptz + interval '${PASSPORT_LIMITS.expiringDays} days'`, [now, now])
  }

  async notifyExpiring(companyId: number, passportId: number, title: string, at: Date): Promise<void> {
    await this.sql.run(`insert into notifications (user_id, kind, subject_id, saved_search_id, title, created_at)
      select c.manager_id, 'verification_expiring', ?, null, ?, ? from companies c where c.id = ?
      on conflict do nothing`, [passportId, title, at, companyId])
  }
}
