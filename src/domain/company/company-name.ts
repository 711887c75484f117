import * as E from 'fp-ts/lib/Either.js'
import { parseName, type NameRefused } from '../shared/name'

declare const CompanyNameBrand: unique symbol
/** A company's name, as parseName allows it (no hidden characters). */
export type CompanyName = string & { readonly [CompanyNameBrand]: true }

const COMPANY_NAME_MAX = 200

export const companyName = (raw: string): E.Either<NameRefused, CompanyName> => parseName(raw, COMPANY_NAME_MAX) as E.Either<NameRefused, CompanyName>
