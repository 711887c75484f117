import * as E from 'fp-ts/lib/Either.js'
import { MIN_LOGO_SQUARE, type LogoSize } from './logo-sizes'

export { LARGEST_LOGO, LOGO_KEY, LOGO_SIZES, type LogoSize } from './logo-sizes'

/** The image types a logo may be cut from (an SVG can carry script: refused, not sanitised). */
export const LOGO_SOURCE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const

/** At most this many pixels in the image a logo is cut from (a 20000 × 20000 "pixel bomb" is 400 million). */
export const MAX_LOGO_SOURCE_PIXELS = 40_000_000

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
