import type { FavoriteRepository } from '../../../domain/company/favorite'
import type { Sql } from '../sql'

export class PgFavoriteRepository implements FavoriteRepository {
  constructor(private readonly sql: Sql) {}
  async add(userId: number, companyId: number, at: Date): Promise<boolean> {
    return (await this.sql.run('insert into favorites (user_id, company_id, created_at) values (?, ?, ?) on conflict do nothing', [userId, companyId, at])) > 0
  }
  async remove(userId: number, companyId: number): Promise<boolean> {
    return (await this.sql.run('delete from favorites where user_id = ? and company_id = ?', [userId, companyId])) > 0
  }
}
