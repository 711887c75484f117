import { Migration } from '@mikro-orm/migrations'

/**
 * Serving an uploaded file asks which media items carry it as an attachment (issue 22: the attachments
 * of an item that is not public are private): an index on the file's address keeps that one indexed
 * lookup per request, never a scan.
 */
export class Migration20261201000000_attachment_file_index extends Migration {
  override up(): void {
    this.addSql('create index media_attachments_file_url_idx on media_attachments (file_url)')
  }

  override down(): void {
    this.addSql('drop index media_attachments_file_url_idx')
  }
}
