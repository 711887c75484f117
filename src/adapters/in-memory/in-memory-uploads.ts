import type { UploadRecord, UploadRecords } from '../../application/ports/upload-records'

/** The uploads table in a map, for handler tests. */
export class InMemoryUploads implements UploadRecords {
  private readonly rows = new Map<string, UploadRecord>()

  /** Every record, for tests to read. */
  get all(): UploadRecord[] { return [...this.rows.values()] }

  async find(key: string): Promise<UploadRecord | undefined> {
    return this.rows.get(key)
  }

  async recordAll(records: readonly UploadRecord[]): Promise<void> {
    if (records.some((r) => this.rows.has(r.key))) throw new Error('duplicate key value violates unique constraint "uploads_pkey"')
    for (const r of records) this.rows.set(r.key, r)
  }
}
