import type { FavoriteList, FavoriteListRepository, FavoriteRepository, SavedPlace } from '../../../domain/company/favorite'
import { isUniqueViolation, type Sql } from '../sql'

export class PgFavoriteRepository implements FavoriteRepository {
  constructor(private readonly sql: Sql) {}
  async add(userId: number, companyId: number, at: Date): Promise<boolean> {
    return (await this.sql.run('insert into favorites (user_id, company_id, created_at) values (?, ?, ?) on conflict do nothing', [userId, companyId, at])) > 0
  }
  async remove(userId: number, companyId: number): Promise<boolean> {
    return (await this.sql.run('delete from favorites where user_id = ? and company_id = ?', [userId, companyId])) > 0
  }
  async find(userId: number, companyId: number): Promise<SavedPlace | undefined> {
    const row = await this.sql.one<{ list_id: number | null; note: string | null }>('select list_id, note from favorites where user_id = ? and company_id = ? for update', [userId, companyId])
    return row && { listId: row.list_id, note: row.note }
  }
  async place(userId: number, companyId: number, place: SavedPlace): Promise<void> {
    await this.sql.run('update favorites set list_id = ?, note = ? where user_id = ? and company_id = ?', [place.listId, place.note, userId, companyId])
  }
  async unlist(userId: number, listId: number): Promise<number> {
    return this.sql.run('update favorites set list_id = null where user_id = ? and list_id = ?', [userId, listId])
  }
}

/** Lists of favourites (favorite_lists): the unique index on (user_id, lower(name)) has the last word on names. */
export class PgFavoriteListRepository implements FavoriteListRepository {
  constructor(private readonly sql: Sql) {}
  async of(userId: number): Promise<readonly FavoriteList[]> {
    return this.sql.all<FavoriteList>('select id, user_id as "userId", name from favorite_lists where user_id = ? order by id', [userId])
  }
  async byId(userId: number, id: number): Promise<FavoriteList | undefined> {
    return this.sql.one<FavoriteList>('select id, user_id as "userId", name from favorite_lists where user_id = ? and id = ? for update', [userId, id])
  }
  async add(userId: number, name: string, at: Date): Promise<FavoriteList | undefined> {
    try {
      return await this.sql.one<FavoriteList>('insert into favorite_lists (user_id, name, created_at) values (?, ?, ?) returning id, user_id as "userId", name', [userId, name, at])
    } catch (e) {
      if (isUniqueViolation(e)) return undefined
      throw e
    }
  }
  async rename(list: FavoriteList, name: string): Promise<boolean> {
    try {
      return (await this.sql.run('update favorite_lists set name = ? where id = ? and user_id = ?', [name, list.id, list.userId])) > 0
    } catch (e) {
      if (isUniqueViolation(e)) return false
      throw e
    }
  }
  async remove(list: FavoriteList): Promise<void> {
    await this.sql.run('delete from favorite_lists where id = ? and user_id = ?', [list.id, list.userId])
  }
}
