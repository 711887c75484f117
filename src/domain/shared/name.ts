import * as E from 'fp-ts/lib/Either.js'
import { firstHiddenCharacter } from './hidden-characters'

export type NameRefused =
  | { readonly _tag: 'NameRequired' }
  | { readonly _tag: 'NameTooLong'; readonly max: number }
  | { readonly _tag: 'NameHasHiddenCharacter'; readonly character: string }

/**
 * A name people read in lists, logs and emails (a person's, a company's): trimmed, not blank, at most
 * `max` characters, and refused when it holds a hidden character (hidden-characters.ts: a
 * text-direction override, a zero-width or other invisible character, a control character), with
 * which one name passes for another. Refused, not stripped: the person sees what was wrong and what
 * is stored is what they typed (docs/decisions.md, "Names").
 */
export const parseName = (raw: string, max: number): E.Either<NameRefused, string> => {
  const name = raw.trim()
  if (!name) return E.left({ _tag: 'NameRequired' })
  const character = firstHiddenCharacter(name)
  if (character) return E.left({ _tag: 'NameHasHiddenCharacter', character })
  return name.length > max ? E.left({ _tag: 'NameTooLong', max }) : E.right(name)
}

export const nameRefusedMessage = (e: NameRefused): string => {
  switch (e._tag) {
    case 'NameRequired': return 'Required'
    case 'NameTooLong': return `Must be at most ${e.max} characters`
    case 'NameHasHiddenCharacter': return `Names cannot contain invisible or text-direction characters (${e.character})`
  }
}
