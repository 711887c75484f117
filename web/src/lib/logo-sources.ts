// Which file of a company's logo the browser loads. A logo cut on this site (POST
// /api/company-logos) names its largest size, `/uploads/{base}-256`; the same base holds every
// size of LOGO_SIZES, so the browser picks the one the box needs at its pixel density (srcset +
// sizes). Any other logo (an address typed before uploads, the demo data's) is the one file there is.
import { LARGEST_LOGO, LOGO_SIZES } from '../../../src/adapters/http/contract'

const CUT = new RegExp(`^(.*/uploads/[0-9a-f]{32})-${LARGEST_LOGO}$`)

export interface LogoSources {
  readonly src: string
  readonly srcSet?: string
  readonly sizes?: string
}

/** The img attributes for a logo drawn in a box of `box` CSS pixels. */
export const logoSources = (logo: string, box: number): LogoSources => {
  const cut = CUT.exec(logo)
  if (!cut) return { src: logo }
  const fit = LOGO_SIZES.find((s) => s >= box) ?? LARGEST_LOGO
  return { src: `${cut[1]}-${fit}`, srcSet: LOGO_SIZES.map((s) => `${cut[1]}-${s} ${s}w`).join(', '), sizes: `${box}px` }
}
