/** A stored upload as the uploads table has it. */
export interface UploadRecord {
  readonly key: string
  readonly filename: string
  readonly contentType: string
  readonly size: number
  readonly uploadedBy: number | null
}

/** Port: what the server stored, by key, and who uploaded it. */
export interface UploadRecords {
  find(key: string): Promise<UploadRecord | undefined>
  /** Records the uploads all together or none of them (one statement). */
  recordAll(records: readonly UploadRecord[]): Promise<void>
}
