import { randomBytes } from 'node:crypto'
import Busboy from 'busboy'
import type { IncomingMessage } from 'node:http'
import type { Readable } from 'node:stream'
import { fileTypeFromBuffer } from 'file-type'
import * as t from 'io-ts'
import { FileTooLarge, type FileStorage } from '../../../application/ports/file-storage'
import type { ReadUpload } from '../../../application/media/upload-access'
import type { SettingsReader } from '../../../application/settings/settings-reader'
import { safeFileName } from '../../../domain/media/file-name'
import { LOGO_KEY } from '../../../domain/company/logo'
import type { PgUploads } from '../../persistence/media/pg-media.repository'
import { ApiRouter } from '../api-router'
import { HttpError, notFound } from '../http-error'
import { withSchema } from '../openapi/json-schema'
import { UploadedFile } from './media.answers'
import { MediaPageQuery } from './media.codecs'

/** What may be uploaded, by the type its bytes show (never the name or the header the client sends). */
const ALLOWED_TYPES: Readonly<Record<string, string>> = {
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

/** The key of a stored file; any other text is answered 404 like an unknown key (never 400). */
const KEY = /^[A-Za-z0-9_-]{8,80}$/
const KeyParam = t.type({
  key: withSchema(new t.Type<string, string, unknown>('UploadKey', t.string.is, t.string.validate, t.identity), { type: 'string', pattern: KEY.source }),
})

/** What a multipart upload holds: one file in a field named `file`. */
const UPLOAD_FORM = {
  type: 'object',
  properties: { file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The file: a PDF, an image (PNG, JPEG, WebP, GIF), an Office document (DOCX, XLSX, PPTX) or a ZIP' } },
  required: ['file'],
}

type Stored = { key: string; filename: string; size: number }

/**
 * Streams the request's `file` part into the storage. Settles as soon as anything goes wrong (too
 * large, malformed, the client gone): the rest of the body is then read and dropped, so that the
 * answer can go out at once, and whatever was written is removed.
 */
const receiveFile = (req: IncomingMessage, maxBytes: number, storage: FileStorage): Promise<Stored | undefined> =>
  new Promise((resolve, reject) => {
    let bb: Busboy.Busboy
    try {
      bb = Busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fileSize: maxBytes + 1, fields: 10, parts: 12 } })
    } catch {
      reject(new HttpError(400, 'Malformed multipart request'))
      return
    }
    let settled = false
    let pending: Promise<void> = Promise.resolve()
    let result: Stored | undefined
    const fail = (e: unknown) => {
      if (settled) return
      settled = true
      req.unpipe(bb)
      req.resume()
      bb.destroy()
      if (result) void storage.remove(result.key).catch(() => undefined)
      reject(e instanceof Error ? e : new Error(String(e)))
    }
    bb.on('file', (field, stream, info) => {
      if (field !== 'file' || result || settled) { stream.resume(); return }
      const key = randomBytes(18).toString('base64url')
      pending = storage.put(key, stream, maxBytes).then((size) => {
        if (settled) void storage.remove(key).catch(() => undefined) // refused while it was being written
        else result = { key, filename: safeFileName(info.filename ?? 'file'), size }
      }, fail)
    })
    bb.on('error', () => fail(new HttpError(400, 'Malformed multipart request')))
    bb.on('close', () => void pending.then(() => { if (!settled) { settled = true; resolve(result) } }))
    req.on('close', () => { if (!req.complete) fail(new HttpError(400, 'The upload was interrupted')) })
    req.pipe(bb)
  })

/**
 * POST /api/uploads (multipart/form-data, one `file`): stores an attachment on the server and
 * answers {filename, fileUrl, fileType, fileSize}. Too large is 413, a forbidden type 415, not
 * multipart 415, no file 400; a refused upload leaves nothing behind. GET /uploads/{key} serves it
 * back with its checked type, as a download unless it is an image; the attachment of media items none
 * of which is public only to those ReadUpload lets read it (404 to anyone else, issue 22).
 */
export const uploadRoutes = (deps: { storage: FileStorage; uploads: PgUploads; settings: SettingsReader; readUpload: ReadUpload }) => {
  const api = new ApiRouter('Uploads', 'Files for media items, logos and thumbnails: uploaded once, then named in a form by their address (`/uploads/{key}`), which serves them to anyone who holds it, except the attachments of media items none of which is public (see `GET /uploads/{key}`). An upload no form names within a day is deleted.')

  api.post('/api/uploads', {
    summary: 'Upload a file',
    description: 'A file for a media item, a logo or a thumbnail, as multipart/form-data in a field named `file`, at most the maximum upload size of the settings. Its type is the one its bytes show (never its name or the header sent); a refused upload leaves nothing behind.',
    access: ['company_manager', 'admin', 'super_admin'],
    rawBody: { mediaType: 'multipart/form-data', schema: UPLOAD_FORM },
    answers: {
      201: { description: 'The stored file: its address and the type its bytes show', body: UploadedFile },
      400: 'No file in a field named `file`, a malformed multipart body, or an interrupted upload',
      413: 'The file is larger than the maximum upload size of the settings',
      415: 'The request is not multipart/form-data, or the type of file is not allowed (or it is empty)',
    },
  }, async (ctx, { user }) => {
    if (!ctx.is('multipart/form-data')) throw new HttpError(415, 'Send the file as multipart/form-data in a field named "file"')
    const maxMb = (await deps.settings.current()).general.maxUploadSize
    const maxBytes = maxMb * 1024 * 1024
    const stored = await receiveFile(ctx.req, maxBytes, deps.storage).catch((e) => {
      if (e instanceof FileTooLarge) throw new HttpError(413, `The file is larger than ${maxMb} MB`)
      throw e
    })
    if (!stored) throw new HttpError(400, 'No file in the request: send it in a field named "file"')
    try {
      const detected = await fileTypeFromBuffer(await head((await deps.storage.get(stored.key))!, 8192))
      if (!detected || !ALLOWED_TYPES[detected.mime] || stored.size === 0) {
        throw new HttpError(415, 'This type of file is not allowed: upload a PDF, an image (PNG, JPEG, WebP, GIF), an Office document or a ZIP')
      }
      await deps.uploads.record({ key: stored.key, filename: stored.filename, contentType: detected.mime, size: stored.size, uploadedBy: user.id })
      ctx.status = 201
      ctx.body = { filename: stored.filename, fileName: stored.filename, fileUrl: `/uploads/${stored.key}`, fileType: detected.mime, fileSize: stored.size } satisfies t.TypeOf<typeof UploadedFile>
    } catch (e) {
      await deps.storage.remove(stored.key)
      throw e
    }
  })

  api.get('/uploads/:key', {
    summary: 'An uploaded file',
    description: 'Anyone with the link (its key is random), unless it is an attachment of media items none of which is public (approved and its publication time come, of a public company): then only to the managers of those items\' companies, to moderators (media users, admins, the super admin) and with a valid `preview` token of an approved item carrying it (an embargoed item\'s preview link), never kept by a shared cache, and 404 to anyone else, as for a file that does not exist. Served with the type its bytes showed on upload: inline when it is an image, as a download otherwise, in a sandbox.',
    access: 'anyone', params: KeyParam, query: MediaPageQuery,
    answers: {
      200: {
        description: 'The file',
        mediaType: 'application/octet-stream',
        headers: {
          'Content-Disposition': "inline (images) or attachment, with the file's name",
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'Cache-Control': 'private, max-age=86400; a cut logo (`{32 hex digits}-{64|128|256}`, never rewritten) public, max-age=31536000, immutable; an attachment of items none of which is public: private, no-store',
        },
      },
      404: 'No such file, or an attachment of media items none of which is public, to someone who may not read it',
    },
  }, async (ctx, { params: { key }, query, user }) => {
    const row = KEY.test(key) ? await deps.uploads.byKey(key) : undefined
    const access = row ? await deps.readUpload.access(user, row.key, query.preview ?? undefined) : 'hidden'
    // Whoever may not read it is answered as for a file that does not exist (never 403: it would say it exists).
    const stream = access !== 'hidden' && row && await deps.storage.get(row.key)
    if (!row || !stream) {
      // Unknown and hidden answer alike, and no cache keeps the answer (the file may be published in a minute).
      ctx.set('Cache-Control', 'no-store')
      throw notFound('No such file')
    }
    ctx.type = row.content_type
    ctx.length = row.size
    const disposition = row.content_type.startsWith('image/') ? 'inline' : 'attachment'
    ctx.set('Content-Disposition', `${disposition}; filename="${row.filename.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(row.filename)}`)
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox")
    // A cut logo's file is never rewritten (a new cut gets a new key) and shows on public pages.
    ctx.set('Cache-Control', access === 'private' ? 'private, no-store' : LOGO_KEY.test(row.key) ? 'public, max-age=31536000, immutable' : 'private, max-age=86400')
    ctx.body = stream
  })

  return api
}
