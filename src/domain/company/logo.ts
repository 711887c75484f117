import * as E from 'fp-ts/lib/Either.js'

/**
 * A company's logo as this site stores it: a square cut by its manager out of an uploaded image,
 * kept in the sizes the pages draw it at. Cards (52 px) and lists (32–72 px) take 64 and 128 at 1x
 * and 2x, the profile (96 px) takes 128 and 256. The file of each size is `/uploads/{base}-{size}`;
 * the company's logo names the largest, and the others are found by the same base.
 */
export const LOGO_SIZES = [64, 128, 256] as const
export type LogoSize = (typeof LOGO_SIZES)[number]
export const LARGEST_LOGO: LogoSize = 256

/** The image types a logo may be cut from (an SVG can carry script: refused, not sanitised). */
export const LOGO_SOURCE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const

/** At most this many pixels in the image a logo is cut from (a 20000 × 20000 "pixel bomb" is 400 million). */
export const MAX_LOGO_SOURCE_PIXELS = 40_000_000

/** The smallest side of the square, in pixels of the image: below it the logo would be a blur. */
export const MIN_LOGO_SQUARE = 32

/** A square of the image, in its pixels: its top-left corner and its side. */
export interface SquareCrop {
  readonly x: number
  readonly y: number
  readonly size: number
}

export type LogoCropError =
  | { readonly _tag: 'LogoSquareOutsideImage'; readonly width: number; readonly height: number }
  | { readonly _tag: 'LogoSquareTooSmall'; readonly min: number }

/** The square the manager chose, if it lies inside the image (whole pixels, at least MIN_LOGO_SQUARE on a side). */
export const squareCrop = (crop: SquareCrop, image: { readonly width: number; readonly height: number }): E.Either<LogoCropError, SquareCrop> => {
  const whole = [crop.x, crop.y, crop.size].every(Number.isSafeInteger)
  if (!whole || crop.x < 0 || crop.y < 0 || crop.x + crop.size > image.width || crop.y + crop.size > image.height) {
    return E.left({ _tag: 'LogoSquareOutsideImage', width: image.width, height: image.height })
  }
  if (crop.size < MIN_LOGO_SQUARE) return E.left({ _tag: 'LogoSquareTooSmall', min: MIN_LOGO_SQUARE })
  return E.right(crop)
}

/** The storage key of one size of a logo. */
export const logoKey = (base: string, size: LogoSize): string => `${base}-${size}`
/** The address of one size of a logo. */
export const logoUrl = (base: string, size: LogoSize): string => `/uploads/${logoKey(base, size)}`

/** The keys of stored logo files: a base of 32 hex digits and a size. */
export const LOGO_KEY = /^([0-9a-f]{32})-(64|128|256)$/
