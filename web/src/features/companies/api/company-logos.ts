// POST /api/company-logos: the square a manager chose out of an image they uploaded, cut and
// stored by the server in the sizes the pages draw; the company form then names its `logo`.
import type { CroppedLogo } from '../../../../../src/adapters/http/contract'
import { api } from '../../../lib/api-client'

/** A square of the image, in its pixels. */
export interface SquareCrop {
  readonly x: number
  readonly y: number
  readonly size: number
}

export const cropLogo = (source: string, crop: SquareCrop) => api.post<CroppedLogo>('/api/company-logos', { source, crop })
