import * as E from 'fp-ts/lib/Either.js'
import type { AttachmentInput, AttachmentResolver } from '../../../application/media/media-commands'
import type { Attachment } from '../../../domain/media/media-item'
import type { User } from '../../../domain/user/user'
import { isAdministrator } from '../../../domain/user/role'
import { demoAsset } from '../seed/demo-assets'
import type { PgUploads } from './pg-media.repository'

const UPLOAD = /^\/uploads\/([A-Za-z0-9_-]{8,80}(?:\.[a-z0-9]{1,8})?)$/
const DEMO = /^\/demo-assets\/([a-z0-9-]+\.(?:svg|pdf))$/

/**
 * Attachments are files this server stored (/uploads/…, their type and size from the uploads
 * table, uploaded by the same user unless an admin attaches them), the demo data's files, or links.
 */
export class UploadsAttachmentResolver implements AttachmentResolver {
  constructor(private readonly uploads: PgUploads) {}

  async resolve(inputs: readonly AttachmentInput[], actor: User): Promise<E.Either<Record<string, string>, Attachment[]>> {
    const out: Attachment[] = []
    for (const [i, a] of inputs.entries()) {
      const upload = UPLOAD.exec(a.fileUrl)
      if (upload) {
        const row = await this.uploads.byKey(upload[1])
        if (!row || (row.uploaded_by !== actor.id && !isAdministrator(actor.role))) return E.left({ [`attachments.${i}`]: 'Unknown file: upload it first' })
        out.push({ filename: a.filename ?? row.filename, fileUrl: a.fileUrl, fileType: row.content_type, fileSize: row.size })
        continue
      }
      const demo = DEMO.exec(a.fileUrl)
      if (demo) {
        const asset = demoAsset(demo[1])
        if (!asset) return E.left({ [`attachments.${i}`]: 'Unknown file' })
        out.push({ filename: a.filename ?? demo[1], fileUrl: a.fileUrl, fileType: asset.contentType, fileSize: Buffer.byteLength(asset.body) })
        continue
      }
      if (!/^https?:\/\//.test(a.fileUrl)) return E.left({ [`attachments.${i}`]: 'Please enter a valid URL' })
      out.push({
        filename: a.filename ?? (new URL(a.fileUrl).pathname.split('/').pop() || 'link'), fileUrl: a.fileUrl,
        fileType: a.fileType ?? 'text/uri-list', fileSize: a.fileSize ?? 0,
      })
    }
    return E.right(out)
  }
}
