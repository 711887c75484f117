import { Readable } from 'node:stream'
import * as E from 'fp-ts/lib/Either.js'
import {
  LARGEST_LOGO, LOGO_SIZES, LOGO_SOURCE_TYPES, MAX_LOGO_SOURCE_PIXELS, logoKey, logoUrl, squareCrop, type LogoCropError, type LogoSize, type SquareCrop,
} from '../../../domain/company/logo'
import type { CroppedLogo } from '../../../domain/company/logo-sizes'
import type { User } from '../../../domain/user/user'
import { isAdministrator } from '../../../domain/user/role'
import type { FileStorage } from '../../ports/file-storage'
import type { ImageProcessor } from '../../ports/image-processor'
import type { UploadRecords } from '../../ports/upload-records'

/** Cut a square logo out of an image the actor uploaded (`/uploads/{key}`). */
export interface CropLogo {
  readonly source: string
  readonly crop: SquareCrop
}

export type CropLogoError =
  | LogoCropError
  | { readonly _tag: 'UnknownLogoSource' }
  | { readonly _tag: 'LogoSourceNotAnImage' }
  | { readonly _tag: 'LogoSourceTooLarge'; readonly maxPixels: number }

const UPLOAD = /^\/uploads\/([A-Za-z0-9_-]{8,80})$/

const bytesOf = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = []
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/**
 * A manager's (or an admin's) logo: the image they uploaded, checked (PNG, JPEG or WebP by its
 * bytes, at most MAX_LOGO_SOURCE_PIXELS), cut to the square they chose and stored in every size
 * of LOGO_SIZES as WebP. The company's form then names it; nothing changes on a company here.
 * A refusal stores no file and no record; a failure while storing removes what was written.
 */
export class CropLogoHandler {
  constructor(
    private readonly uploads: UploadRecords,
    private readonly storage: FileStorage,
    private readonly images: ImageProcessor,
    private readonly newBase: () => string,
  ) {}

  async execute(cmd: CropLogo, actor: User): Promise<E.Either<CropLogoError, CroppedLogo>> {
    const key = UPLOAD.exec(cmd.source)?.[1]
    const source = key ? await this.uploads.find(key) : undefined
    // Someone else's upload reads as unknown: its key says nothing about whether it exists.
    if (!source || (source.uploadedBy !== actor.id && !isAdministrator(actor.role))) return E.left({ _tag: 'UnknownLogoSource' })
    if (!(LOGO_SOURCE_TYPES as readonly string[]).includes(source.contentType)) return E.left({ _tag: 'LogoSourceNotAnImage' })
    const stream = await this.storage.get(source.key)
    if (!stream) return E.left({ _tag: 'UnknownLogoSource' })
    const bytes = await bytesOf(stream)

    const info = await this.images.inspect(bytes)
    if (!info || info.format === 'other') return E.left({ _tag: 'LogoSourceNotAnImage' })
    if (info.width * info.height > MAX_LOGO_SOURCE_PIXELS) return E.left({ _tag: 'LogoSourceTooLarge', maxPixels: MAX_LOGO_SOURCE_PIXELS })
    const crop = squareCrop(cmd.crop, info)
    if (E.isLeft(crop)) return crop

    const squares = await this.images.squares(bytes, crop.right, LOGO_SIZES, MAX_LOGO_SOURCE_PIXELS)
    if (!squares) return E.left({ _tag: 'LogoSourceNotAnImage' })

    const base = this.newBase()
    const written: string[] = []
    try {
      const records = []
      for (const [i, size] of LOGO_SIZES.entries()) {
        const k = logoKey(base, size)
        written.push(k)
        const stored = await this.storage.put(k, Readable.from([squares[i]]), squares[i].length)
        records.push({ key: k, filename: `logo-${size}.webp`, contentType: 'image/webp', size: stored, uploadedBy: actor.id })
      }
      await this.uploads.recordAll(records)
    } catch (e) {
      await Promise.all(written.map((k) => this.storage.remove(k).catch(() => undefined)))
      throw e
    }
    const sizes = Object.fromEntries(LOGO_SIZES.map((s) => [s, logoUrl(base, s)])) as Record<LogoSize, string>
    return E.right({ logo: logoUrl(base, LARGEST_LOGO), sizes })
  }
}
