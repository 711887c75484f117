import type { AccountStatus } from '../../../domain/user/account-status'
import type { Email } from '../../../domain/user/email'
import type { PersonName } from '../../../domain/user/person-name'
import type { Role } from '../../../domain/user/role'
import type { NewUser, User, UserId } from '../../../domain/user/user'
import type { EmailTaken, UserRepository } from '../../../domain/user/user.repository'
import { asDate, isUniqueViolation, type Sql } from '../sql'

interface UserRow {
  id: number; email: string; password_hash: string | null; first_name: string; last_name: string
  mobile_number: string | null; role: Role; is_email_verified: boolean; created_at: Date | string
  status: AccountStatus['kind']; suspended_at: Date | string | null; suspension_reason: string | null; suspended_by: number | null
}

const COLUMNS = 'id, email, password_hash, first_name, last_name, mobile_number, role, is_email_verified, created_at, status, suspended_at, suspension_reason, suspended_by'

const statusOf = (r: UserRow): AccountStatus =>
  r.status === 'suspended' ? { kind: 'suspended', since: asDate(r.suspended_at), reason: r.suspension_reason ?? '', by: r.suspended_by } : { kind: r.status }

/** The status as its columns: a suspension's time, reason and author, nothing otherwise. */
const statusColumns = (s: AccountStatus) =>
  s.kind === 'suspended' ? [s.kind, s.since, s.reason, s.by] : [s.kind, null, null, null]

const toUser = (r: UserRow): User => ({
  id: r.id, email: r.email as Email, passwordHash: r.password_hash, firstName: r.first_name as PersonName, lastName: r.last_name as PersonName,
  mobileNumber: r.mobile_number, role: r.role, isEmailVerified: r.is_email_verified, status: statusOf(r), createdAt: asDate(r.created_at),
})

export class PgUserRepository implements UserRepository {
  constructor(private readonly sql: Sql) {}

  async byId(id: UserId): Promise<User | undefined> {
    const row = await this.sql.one<UserRow>(`select ${COLUMNS} from users where id = ?`, [id])
    return row && toUser(row)
  }

  async byEmail(email: Email): Promise<User | undefined> {
    const row = await this.sql.one<UserRow>(`select ${COLUMNS} from users where lower(email) = lower(?)`, [email])
    return row && toUser(row)
  }

  async add(u: NewUser): Promise<User | EmailTaken> {
    try {
      const row = await this.sql.one<UserRow>(
        `insert into users (email, password_hash, first_name, last_name, mobile_number, role, is_email_verified, created_at, updated_at,
           status, suspended_at, suspension_reason, suspended_by)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning ${COLUMNS}`,
        [u.email, u.passwordHash, u.firstName, u.lastName, u.mobileNumber, u.role, u.isEmailVerified, u.createdAt, u.createdAt, ...statusColumns(u.status)])
      return toUser(row!)
    } catch (e) {
      if (isUniqueViolation(e)) return { _tag: 'EmailTaken' }
      throw e
    }
  }

  async update(u: User): Promise<User | EmailTaken> {
    try {
      const row = await this.sql.one<UserRow>(
        `update users set email = ?, password_hash = ?, first_name = ?, last_name = ?, mobile_number = ?, role = ?, is_email_verified = ?,
           status = ?, suspended_at = ?, suspension_reason = ?, suspended_by = ?, updated_at = now() where id = ? returning ${COLUMNS}`,
        [u.email, u.passwordHash, u.firstName, u.lastName, u.mobileNumber, u.role, u.isEmailVerified, ...statusColumns(u.status), u.id])
      if (!row) throw new Error(`no account ${u.id} to update`)
      return toUser(row)
    } catch (e) {
      if (isUniqueViolation(e)) return { _tag: 'EmailTaken' }
      throw e
    }
  }

  async recordSignIn(id: UserId, at: Date): Promise<void> {
    await this.sql.run('update users set last_sign_in_at = ? where id = ?', [at, id])
  }

  async remove(id: UserId): Promise<void> {
    await this.sql.run('delete from users where id = ?', [id])
  }
}
