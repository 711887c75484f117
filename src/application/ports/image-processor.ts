import type { SquareCrop } from '../../domain/company/logo'

/** What an image's header says: its format as the decoder reads it, and its size in pixels. */
export interface ImageInfo {
  readonly format: 'png' | 'jpeg' | 'webp' | 'other'
  readonly width: number
  readonly height: number
}

/** Port: reads and cuts raster images (sharp in production). */
export interface ImageProcessor {
  /** The image's format and size, from its header (nothing decoded); undefined when it is no image it can read. */
  inspect(bytes: Buffer): Promise<ImageInfo | undefined>
  /**
   * The square cut out of the image and scaled to each side in `sizes`, as WebP, in that order;
   * undefined when the image cannot be decoded (a valid header over garbage). Never decodes more
   * than `maxPixels` pixels.
   */
  squares(bytes: Buffer, crop: SquareCrop, sizes: readonly number[], maxPixels: number): Promise<Buffer[] | undefined>
}
