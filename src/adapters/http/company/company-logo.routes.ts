import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import type { CropLogoError, CropLogoHandler } from '../../../application/company/commands/crop-logo'
import type { CroppedLogo } from '../../../domain/company/logo-sizes'
import { MAX_LOGO_SOURCE_PIXELS } from '../../../domain/company/logo'
import { answerOf } from '../answers'
import { ApiRouter } from '../api-router'
import { badRequest, HttpError } from '../http-error'
import { intInRange, REQUIRED } from '../validation'
import { withSchema } from '../openapi/json-schema'

const MAX_SIDE = 100_000

/** `/uploads/{key}` of an image the caller uploaded. */
const SourceC = withSchema(new t.Type<string, string, unknown>('LogoSource', t.string.is, (u, c) =>
  typeof u === 'string' && u.trim() ? t.success(u.trim()) : t.failure(u, c, REQUIRED), t.identity),
{ type: 'string', maxLength: 200, description: 'The address POST /api/uploads answered (`/uploads/{key}`): a PNG, JPEG or WebP image the caller uploaded' })

const CropLogoBody = t.exact(t.type({
  source: SourceC,
  crop: t.exact(t.type({
    x: intInRange(0, MAX_SIDE, 'A whole number of pixels from the left edge'),
    y: intInRange(0, MAX_SIDE, 'A whole number of pixels from the top edge'),
    size: intInRange(1, MAX_SIDE, 'A whole number of pixels'),
  }, 'SquareCrop')),
}, 'CropLogo'))

const LogoSizes = t.type({ 64: t.string, 128: t.string, 256: t.string }, 'LogoSizes')
const CroppedLogoAnswer = answerOf<CroppedLogo>()(t.type({ logo: t.string, sizes: LogoSizes }, 'CroppedLogo'))

const megapixels = MAX_LOGO_SOURCE_PIXELS / 1_000_000

/** Every refusal of a logo's cut, mapped once. */
const cropLogoHttpError = (e: CropLogoError): HttpError => {
  switch (e._tag) {
    case 'UnknownLogoSource': return badRequest({ source: 'Unknown file: upload it first' })
    case 'LogoSourceNotAnImage': return new HttpError(415, 'A logo is cut from a PNG, JPEG or WebP image, and this file is not one that can be read')
    case 'LogoSourceTooLarge': return new HttpError(413, `The image is larger than ${megapixels} megapixels: make it smaller first`)
    case 'LogoSquareOutsideImage': return badRequest({ crop: `The square must lie inside the image (${e.width} × ${e.height} pixels)` })
    case 'LogoSquareTooSmall': return badRequest({ 'crop.size': `The square must be at least ${e.min} pixels on a side` })
  }
}

/** POST /api/company-logos: the square a manager cut out of an uploaded image, stored in the sizes the pages draw. */
export const companyLogoRoutes = (deps: { crop: CropLogoHandler }) => {
  const api = new ApiRouter('Company logos', "A company's logo: an image uploaded with POST /api/uploads, cut to a square the manager chooses, stored in the sizes cards and profiles draw (64, 128 and 256 pixels, WebP). The company form's `logo` then names the largest; the others share its address but for the size.")

  api.post('/api/company-logos', {
    summary: 'Cut a square logo out of an uploaded image',
    description: `The square (\`crop\`, in pixels of the image as it is shown, its EXIF orientation applied) is cut out of the image and stored at 64, 128 and 256 pixels as WebP. The image is one the caller uploaded: a PNG, JPEG or WebP of at most ${megapixels} megapixels. Nothing changes on a company until its form is saved with the answered \`logo\`. A refusal stores nothing.`,
    access: ['company_manager', 'admin', 'super_admin'], body: CropLogoBody,
    answers: {
      201: { description: 'The stored sizes; `logo` is the largest, for the company form', body: CroppedLogoAnswer },
      400: 'No such upload of the caller (`source`), or a square outside the image or smaller than 32 pixels (`crop`)',
      413: `The image has more than ${megapixels} megapixels`,
      415: 'The upload is not a PNG, JPEG or WebP image that can be read',
    },
  }, async (ctx, { body, user }) => {
    const r = await deps.crop.execute(body, user)
    if (E.isLeft(r)) throw cropLogoHttpError(r.left)
    ctx.status = 201
    ctx.body = r.right
  })

  return api
}
