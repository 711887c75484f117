// A table's mapping, declared once: each field of an entity with its column and how a stored value
// is read back. The insert's column list, its placeholders, an update's assignments and the reading
// of a row all follow from it, so a new field is one line here (issue 17: "a mapping declared once
// per table" instead of positional column lists kept in step by hand).
import { asDate, type Row } from './sql'

/** One field's column, and how the value PostgreSQL answers becomes the field's (a timestamp into a Date, say). */
export interface Column<V> {
  readonly column: string
  readonly read: (raw: unknown) => V
}

/** Every field of T, each with its column: leaving a field out does not compile. */
export type ColumnMap<T> = { readonly [K in keyof T]-?: Column<T[K]> }

/** A column read as PostgreSQL answers it (text, integer, boolean, null). */
export const column = <V>(name: string): Column<V> => ({ column: name, read: (raw) => raw as V })

/** A timestamp column, read as a Date. */
export const dateColumn = (name: string): Column<Date> => ({ column: name, read: asDate })

export class TableMapping<T> {
  private readonly fields: readonly (readonly [keyof T, Column<unknown>])[]

  constructor(map: ColumnMap<T>) {
    this.fields = Object.entries(map) as unknown as (readonly [keyof T, Column<unknown>])[]
  }

  /** `a, b, c`: the columns, in the mapping's order. */
  get columns(): string {
    return this.fields.map(([, c]) => c.column).join(', ')
  }

  /** `?, ?, ?`: one placeholder per column. */
  get placeholders(): string {
    return this.fields.map(() => '?').join(', ')
  }

  /** `a = ?, b = ?`: an update of every column. */
  get assignments(): string {
    return this.fields.map(([, c]) => `${c.column} = ?`).join(', ')
  }

  /** The entity's values, in the order of `columns`. */
  values(entity: T): unknown[] {
    return this.fields.map(([field]) => entity[field])
  }

  /** The entity's fields read from a row that holds the columns (`select t.*`, say). */
  read(row: Row): T {
    return Object.fromEntries(this.fields.map(([field, c]) => [field, c.read(row[c.column])])) as T
  }
}
