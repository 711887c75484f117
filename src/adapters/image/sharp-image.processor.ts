import sharp from 'sharp'
import type { ImageInfo, ImageProcessor } from '../../application/ports/image-processor'
import type { SquareCrop } from '../../domain/company/logo'

const FORMATS: Readonly<Record<string, ImageInfo['format']>> = { png: 'png', jpeg: 'jpeg', webp: 'webp' }

/**
 * Images through sharp (libvips). Its header read decodes nothing, so a "pixel bomb" is measured
 * before any pixel is; the cut itself refuses more than `maxPixels` (limitInputPixels) and fails
 * on data that does not decode (failOn 'error': a truncated file or garbage after a valid header)
 * rather than drawing a half-grey square; a mere warning of the decoder is let be, as photos from
 * some cameras carry one. Metadata (EXIF, GPS) is not copied to the output; the EXIF orientation
 * is applied first, so the square is the one the manager saw.
 */
export class SharpImageProcessor implements ImageProcessor {
  async inspect(bytes: Buffer): Promise<ImageInfo | undefined> {
    try {
      const meta = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata()
      if (!meta.width || !meta.height) return undefined
      const rotated = (meta.orientation ?? 1) >= 5
      return {
        format: FORMATS[meta.format ?? ''] ?? 'other',
        width: rotated ? meta.height : meta.width,
        height: rotated ? meta.width : meta.height,
      }
    } catch {
      return undefined
    }
  }

  async squares(bytes: Buffer, crop: SquareCrop, sizes: readonly number[], maxPixels: number): Promise<Buffer[] | undefined> {
    try {
      const square = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
        .rotate()
        .extract({ left: crop.x, top: crop.y, width: crop.size, height: crop.size })
        .toBuffer()
      return await Promise.all(sizes.map((side) =>
        sharp(square, { failOn: 'error' }).resize(side, side, { fit: 'fill', kernel: 'lanczos3' }).webp({ quality: 90, effort: 4 }).toBuffer()))
    } catch {
      return undefined
    }
  }
}
