// A company's registration number: its VAT number or its trade-register id (glossary:
// docs/ubiquitous-language/company.md). Optional. A VAT number is recognised by its country prefix
// and must then have that country's format; anything else is read as a trade-register id (letters,
// digits and the separators registers use, with at least one digit). No imports: the web checks the
// form with the same rule (through src/adapters/http/contract.ts).

/** VAT formats by prefix, without spaces, dots or dashes (EU VIES formats, plus GB, XI, CHE and NO). */
const VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^ATU\d{8}$/, BE: /^BE[01]\d{9}$/, BG: /^BG\d{9,10}$/, CY: /^CY\d{8}[A-Z]$/, CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/, DK: /^DK\d{8}$/, EE: /^EE\d{9}$/, EL: /^EL\d{9}$/, ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/, FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/, HR: /^HR\d{11}$/, HU: /^HU\d{8}$/,
  IE: /^IE\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/, IT: /^IT\d{11}$/, LT: /^LT(\d{9}|\d{12})$/, LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/, MT: /^MT\d{8}$/, NL: /^NL\d{9}B\d{2}$/, PL: /^PL\d{10}$/, PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/, SE: /^SE\d{10}01$/, SI: /^SI\d{8}$/, SK: /^SK\d{10}$/, XI: /^XI(\d{9}|\d{12})$/,
  GB: /^GB(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/, CHE: /^CHE\d{9}(MWST|TVA|IVA)?$/, NO: /^NO\d{9}(MVA)?$/,
}

/** Where a text is a VAT number: a known prefix followed by what that country's numbers start with. */
const vatPrefixOf = (compact: string): string | undefined => {
  if (/^CHE\d/.test(compact)) return 'CHE'
  const two = compact.slice(0, 2)
  if (!(two in VAT_FORMATS)) return undefined
  const rest = compact.slice(2)
  if (two === 'AT') return rest.startsWith('U') ? two : undefined
  if (two === 'GB') return /^(\d|GD|HA)/.test(rest) ? two : undefined
  return /^\d/.test(rest) || (two === 'ES' && /^[A-Z]\d/.test(rest)) || (two === 'FR' && /^[A-HJ-NP-Z0-9]{2}\d/.test(rest)) ? two : undefined
}

/** A trade-register id as registers write them: 3 to 32 characters, at least one digit. */
const TRADE_REGISTER = /^[A-Z0-9][A-Z0-9 ./-]{1,30}[A-Z0-9]$/

const REGISTRATION_NUMBER_MAX = 32

type RegistrationNumberError = string

/**
 * The number as stored, or why it is refused: a VAT number compacted (upper case, no spaces, dots
 * or dashes), a trade-register id upper-cased with single spaces.
 */
export const parseRegistrationNumber = (raw: string): { ok: true; value: string } | { ok: false; error: RegistrationNumberError } => {
  const spaced = raw.trim().replace(/\s+/g, ' ').toUpperCase()
  if (spaced.length > REGISTRATION_NUMBER_MAX) return { ok: false, error: `Must be at most ${REGISTRATION_NUMBER_MAX} characters` }
  const compact = spaced.replace(/[\s.-]/g, '')
  const prefix = vatPrefixOf(compact)
  if (prefix) {
    return VAT_FORMATS[prefix].test(compact)
      ? { ok: true, value: compact }
      : { ok: false, error: `This is not a valid ${prefix} VAT number` }
  }
  if (!TRADE_REGISTER.test(spaced) || !/\d/.test(spaced)) {
    return { ok: false, error: 'Enter a VAT number (such as DE123456789) or a trade register number' }
  }
  return { ok: true, value: spaced }
}
