// What the web client shares about logos (through src/adapters/http/contract.ts): no imports, so
// its bundle takes nothing else.

/**
 * A company's logo as this site stores it: a square cut by its manager out of an uploaded image,
 * kept in the sizes the pages draw it at. Cards (52 px) and lists (32–72 px) take 64 and 128 at 1x
 * and 2x, the profile (96 px) takes 128 and 256. The file of each size is `/uploads/{base}-{size}`;
 * the company's logo names the largest, and the others are found by the same base.
 */
export const LOGO_SIZES = [64, 128, 256] as const
export type LogoSize = (typeof LOGO_SIZES)[number]
export const LARGEST_LOGO: LogoSize = 256

/** The smallest side of the square, in pixels of the image: below it the logo would be a blur. */
export const MIN_LOGO_SQUARE = 32

/** The keys of stored logo files: a base of 32 hex digits and a size. */
export const LOGO_KEY = /^([0-9a-f]{32})-(64|128|256)$/

/** A logo just cut: the address of its largest size (what a company's logo names) and of each size. */
export interface CroppedLogo {
  readonly logo: string
  readonly sizes: Readonly<Record<LogoSize, string>>
}
