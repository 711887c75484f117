import type { CompanyError } from '../../domain/company/company'
import type { QuotaExceeded } from '../../domain/company/manager-quota'
import type { VerificationError } from './verification'

/** Every way a company use case can refuse, as one closed union the HTTP edge maps exhaustively. */
export type CompanyUseCaseError =
  | CompanyError
  | VerificationError
  | QuotaExceeded
  | { readonly _tag: 'CompanyNotFound' }
  | { readonly _tag: 'NotAllowed'; readonly reason: string }
  | { readonly _tag: 'EmailNotVerified' }
  | { readonly _tag: 'CompanyRegistrationClosed' }
  | { readonly _tag: 'InvalidReferences'; readonly fieldErrors: Record<string, string> }
  | { readonly _tag: 'StaleCompany' }
