import { randomBytes } from 'node:crypto'
import Router from '@koa/router'
import Busboy from 'busboy'
import type { Readable } from 'node:stream'
import { fileTypeFromBuffer } from 'file-type'
import type { FileStorage } from '../../../application/ports/file-storage'
import type { SettingsReader } from '../../../application/settings/settings-reader'
import type { PgUploads } from '../../persistence/media/pg-media.repository'
import { FileTooLarge } from '../../storage/local-disk.storage'
import type { AppState } from '../app-state'
import { requireRole } from '../auth'
import { HttpError, notFound } from '../http-error'

/** What may be uploaded, by the type its bytes show (never the name or the header the client sends). */
export const ALLOWED_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif',
  'application/zip': 'zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
}

/** The first bytes of a stream (what type sniffing needs). */
const head = async (stream: Readable, bytes: number): Promise<Uint8Array> => {
  const chunks: Buffer[] = []
  let n = 0
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer)
    n += (chunk as Buffer).length
    if (n >= bytes) break
  }
  stream.destroy()
  return new Uint8Array(Buffer.concat(chunks).subarray(0, bytes))
}

const cleanName = (name: string): string =>
  (name.normalize('NFC').replace(/[\\/\0-\x1f\x7f"<>|:*?]/g, '_').trim() || 'file').slice(0, 150)

/**
 * POST /api/uploads (multipart/form-data, one `file`): stores an attachment on the server and
 * answers {filename, fileUrl, fileType, fileSize}. Too large is 413, a forbidden type 415, not
 * multipart 415, no file 400; a refused upload leaves nothing behind. GET /uploads/{key} serves it
 * back with its checked type, as a download unless it is an image.
 */
export const uploadRoutes = (deps: { storage: FileStorage; uploads: PgUploads; settings: SettingsReader }) => {
  const router = new Router<AppState>()

  router.post('/api/uploads', async (ctx) => {
    const user = requireRole(ctx, 'company_manager', 'admin', 'super_admin')
    if (!ctx.is('multipart/form-data')) throw new HttpError(415, 'Send the file as multipart/form-data in a field named "file"')
    const maxMb = (await deps.settings.current()).general.maxUploadSize
    const maxBytes = maxMb * 1024 * 1024
    const stored = await new Promise<{ key: string; filename: string; size: number } | undefined>((resolve, reject) => {
      let bb: Busboy.Busboy
      try {
        bb = Busboy({ headers: ctx.req.headers, limits: { files: 1, fileSize: maxBytes + 1, fields: 10, parts: 12 } })
      } catch {
        reject(new HttpError(400, 'Malformed multipart request'))
        return
      }
      let pending: Promise<void> = Promise.resolve()
      let result: { key: string; filename: string; size: number } | undefined
      bb.on('file', (field, stream, info) => {
        if (field !== 'file' || result) { stream.resume(); return }
        const key = randomBytes(18).toString('base64url')
        pending = deps.storage.put(key, stream, maxBytes).then((size) => { result = { key, filename: cleanName(info.filename ?? 'file'), size } })
      })
      bb.on('error', () => reject(new HttpError(400, 'Malformed multipart request')))
      bb.on('close', () => { pending.then(() => resolve(result), reject) })
      ctx.req.pipe(bb)
    }).catch((e) => {
      if (e instanceof FileTooLarge) throw new HttpError(413, `The file is larger than ${maxMb} MB`)
      throw e
    })
    if (!stored) throw new HttpError(400, 'No file in the request: send it in a field named "file"')
    const detected = await fileTypeFromBuffer(await head((await deps.storage.get(stored.key))!, 8192))
    const ext = detected && ALLOWED_TYPES[detected.mime]
    if (!detected || !ext || stored.size === 0) {
      await deps.storage.remove(stored.key)
      throw new HttpError(415, 'This type of file is not allowed: upload a PDF, an image (PNG, JPEG, WebP, GIF), an Office document or a ZIP')
    }
    await deps.uploads.record({ key: stored.key, filename: stored.filename, contentType: detected.mime, size: stored.size, uploadedBy: user.id })
    ctx.status = 201
    ctx.body = { filename: stored.filename, fileName: stored.filename, fileUrl: `/uploads/${stored.key}`, fileType: detected.mime, fileSize: stored.size }
  })

  router.get('/uploads/:key', async (ctx) => {
    const key = ctx.params.key ?? ''
    const row = /^[A-Za-z0-9_-]{8,80}$/.test(key) ? await deps.uploads.byKey(key) : undefined
    const stream = row && await deps.storage.get(row.key)
    if (!row || !stream) throw notFound('No such file')
    ctx.type = row.content_type
    ctx.length = row.size
    const disposition = row.content_type.startsWith('image/') ? 'inline' : 'attachment'
    ctx.set('Content-Disposition', `${disposition}; filename="${row.filename.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(row.filename)}`)
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox")
    ctx.set('Cache-Control', 'private, max-age=86400')
    ctx.body = stream
  })

  return router
}
