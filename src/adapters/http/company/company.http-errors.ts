import type { CompanyUseCaseError } from '../../../application/company/company.errors'
import { MAX_COMPANIES_PER_MANAGER } from '../../../domain/company/limits'
import { HttpError, badRequest } from '../http-error'

/** Every company refusal, mapped once: the compiler flags any error left unmapped. */
export const companyHttpError = (e: CompanyUseCaseError): HttpError => {
  switch (e._tag) {
    case 'CompanyNotFound': return new HttpError(404, 'Company not found')
    case 'NotAllowed': return new HttpError(403, e.reason)
    case 'QuotaExceeded': return new HttpError(409, `A company manager can manage up to ${MAX_COMPANIES_PER_MANAGER} companies`)
    case 'IllegalCompanyTransition': return new HttpError(409, `Cannot ${e.action} a company that is ${e.from}`)
    case 'CompanyNotApproved': return new HttpError(409, `Only an approved company can be verified (this one is ${e.status})`)
    case 'RejectionReasonRequired': return badRequest({ reason: 'Please give a reason for the rejection' })
    case 'SuspensionReasonRequired': return badRequest({ reason: 'Please give a reason for the suspension' })
    case 'EmailNotVerified': return new HttpError(403, 'Please verify your email address before creating a company')
    case 'CompanyRegistrationClosed': return new HttpError(403, 'Company registration is currently closed')
    case 'InvalidReferences': return badRequest(e.fieldErrors)
    case 'InvalidChecks': return badRequest({ checks: e.message })
    case 'EvidenceRefused': return badRequest({ checks: `These files cannot be evidence (upload them as an admin, once): ${e.keys.join(', ')}` })
    case 'NotVerified': return new HttpError(409, 'The company is not verified')
    case 'RevokeReasonRequired': return badRequest({ reason: 'Please give a reason for revoking the verification (at most 500 characters)' })
    case 'NotYetExpired': return new HttpError(409, 'The passport is still valid')
    case 'StaleCompany': return new HttpError(409, 'The company was changed by someone else meanwhile; reload and try again')
  }
}
