import { withoutHiddenCharacters } from '../shared/hidden-characters'

const MAX_LENGTH = 150
/** Separators and the characters Windows refuses in a file name. */
const NOT_IN_NAMES = /[/\\:*?"<>|]/g
/** Names Windows keeps for devices, with or without an extension. */
const DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i

/**
 * A file name as it may be written to a disk or into a zip: one name, never a path. Attachment and
 * upload names are free text (`..`, `/etc/passwd`, `C:evil`, `report\u202Efdp.exe`), so: hidden and
 * control characters left out (hidden-characters.ts), separators and `:*?"<>|` as `_`, no dots or
 * spaces at either end (no `.`, `..`, hidden files, or names Windows trims), no device name
 * (`CON`), at most 150 characters with the extension kept; `file` when nothing is left.
 */
export const safeFileName = (raw: string): string => {
  let name = withoutHiddenCharacters(raw.replace(/\s/g, ' ')).normalize('NFC').replace(NOT_IN_NAMES, '_').replace(/ {2,}/g, ' ').replace(/^[\s.]+|[\s.]+$/g, '')
  if (!name) return 'file'
  if (DEVICE.test(name)) name = `_${name}`
  const chars = Array.from(name)
  if (chars.length <= MAX_LENGTH) return name
  const ext = /\.[^.\s]{1,10}$/.exec(name)?.[0] ?? ''
  return Array.from(name.slice(0, name.length - ext.length)).slice(0, MAX_LENGTH - ext.length).join('').replace(/[\s.]+$/, '') + ext
}

