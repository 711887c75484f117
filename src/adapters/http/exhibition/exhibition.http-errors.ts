import type { ExhibitionUseCaseError } from '../../../application/exhibition/exhibition-commands'
import { refusalMessage } from '../../../domain/exhibition/participation'
import { badRequest, HttpError } from '../http-error'

/** Every exhibition refusal mapped once; each application refusal names its reason. */
export const exhibitionHttpError = (e: ExhibitionUseCaseError): HttpError => {
  switch (e._tag) {
    case 'InvalidExhibition': return badRequest(e.fieldErrors)
    case 'UnknownSectors': return badRequest({ allowedSectors: `Unknown sector${e.ids.length > 1 ? 's' : ''}: ${e.ids.join(', ')}` })
    case 'ExhibitionNotFound': return new HttpError(404, 'Exhibition not found')
    case 'CompanyNotFound': return new HttpError(404, 'Company not found')
    case 'ParticipationNotFound': return new HttpError(404, 'Application not found')
    case 'NotAllowed': return new HttpError(403, 'Only admins do this')
    case 'NotYourCompany': return new HttpError(403, refusalMessage(e))
    case 'AlreadyApplied':
    case 'ExhibitionCancelled':
    case 'ExhibitionEnded':
    case 'RegistrationClosed':
    case 'CompanyNotApproved':
    case 'CompanyNotVerified':
    case 'SectorNotAllowed':
    case 'ExhibitionFull': return new HttpError(409, refusalMessage(e))
    case 'BoothTaken': return new HttpError(409, `Booth ${e.boothNumber} is already held by ${e.companyName}`)
    case 'RejectionReasonRequired': return badRequest({ reason: 'Please give a reason for the rejection' })
    case 'ParticipationAlreadyDecided': return new HttpError(409, `The application is already ${e.status === 'approved' ? 'confirmed' : e.status}`)
  }
}
