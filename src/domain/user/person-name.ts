import * as E from 'fp-ts/lib/Either.js'
import { parseName, type NameRefused } from '../shared/name'

declare const PersonNameBrand: unique symbol
/** A person's first or last name, as parseName allows it (no hidden characters). */
export type PersonName = string & { readonly [PersonNameBrand]: true }

const PERSON_NAME_MAX = 100

export const personName = (raw: string): E.Either<NameRefused, PersonName> => parseName(raw, PERSON_NAME_MAX) as E.Either<NameRefused, PersonName>
