// Companies imported from a file by an admin (issue 19): each row goes through the admin create
// (the same rules, events and audit entries as the Create Company form), each in a transaction of
// its own: the valid rows are created, the refused ones leave nothing. A dry run checks every row
// as far as it can without writing (the form's fields, the catalogue, the verified rule, names)
// and writes nothing.
import * as E from 'fp-ts/lib/Either.js'
import type { CompanyProfile } from '../../../domain/company/company'
import type { User } from '../../../domain/user/user'
import { isAdministrator } from '../../../domain/user/role'
import { checkReferences, type CatalogueLookup } from '../catalogue-lookup'
import type { CompanyUseCaseError } from '../company.errors'
import type { CreateCompanyHandler } from './create-company'

/** The most rows one file may hold. */
export const MAX_IMPORT_ROWS = 1000

type FieldMessages = Readonly<Record<string, string>>

/** A row of the file as the edge decoded it: the form's values, or the messages of its fields. */
export interface ImportCandidate {
  /** The row's number in the file as a spreadsheet shows it (the header is row 1). */
  readonly row: number
  readonly name: string | null
  readonly input: E.Either<FieldMessages, {
    readonly profile: CompanyProfile
    readonly initial: { readonly status?: 'pending' | 'approved' | 'suspended'; readonly verified?: boolean }
  }>
}

/** Port: which of these names companies already have (lower-cased). */
export interface CompanyNames {
  taken(names: readonly string[]): Promise<ReadonlySet<string>>
}

type RowRefusal = { readonly _tag: 'RowInvalid'; readonly fieldErrors: FieldMessages } | CompanyUseCaseError

export interface ImportRowResult {
  readonly row: number
  readonly name: string | null
  /** The new company's id (null in a dry run), or why the row is refused. */
  readonly outcome: E.Either<RowRefusal, number | null>
}

const key = (name: string) => name.trim().toLowerCase()

export class ImportCompaniesHandler {
  constructor(private readonly create: CreateCompanyHandler, private readonly catalogue: CatalogueLookup, private readonly names: CompanyNames) {}

  async execute(actor: User, candidates: readonly ImportCandidate[], dryRun: boolean): Promise<E.Either<CompanyUseCaseError, readonly ImportRowResult[]>> {
    if (!isAdministrator(actor.role)) return E.left({ _tag: 'NotAllowed', reason: 'Only admins import companies' })
    const taken = await this.names.taken(candidates.flatMap((c) => (c.name ? [key(c.name)] : [])))
    const firstRow = new Map<string, number>()
    const results: ImportRowResult[] = []
    for (const c of candidates) {
      const refuse = (fieldErrors: FieldMessages) => results.push({ row: c.row, name: c.name, outcome: E.left({ _tag: 'RowInvalid', fieldErrors }) })
      const seen = c.name ? firstRow.get(key(c.name)) : undefined
      if (c.name && seen === undefined) firstRow.set(key(c.name), c.row)
      const errors: Record<string, string> = E.isLeft(c.input) ? { ...c.input.left } : {}
      if (c.name && !errors.name) {
        if (seen !== undefined) errors.name = `The same name as row ${seen} of this file`
        else if (taken.has(key(c.name))) errors.name = 'A company with this name already exists'
      }
      if (E.isRight(c.input)) {
        const { profile, initial } = c.input.right
        Object.assign(errors, await checkReferences(this.catalogue, profile))
        if (initial.verified && initial.status !== 'approved') errors.verified = 'Only an approved (active) company can be verified'
      }
      if (Object.keys(errors).length || E.isLeft(c.input)) { refuse(errors); continue }
      if (dryRun) { results.push({ row: c.row, name: c.name, outcome: E.right(null) }); continue }
      const created = await this.create.execute({ actor, profile: c.input.right.profile, initial: c.input.right.initial })
      results.push({ row: c.row, name: c.name, outcome: E.isLeft(created) ? created : E.right(created.right.id) })
    }
    return E.right(results)
  }
}
