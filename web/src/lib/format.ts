// Dates are shown in the en-US format (spec §9).
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
const numberFormat = new Intl.NumberFormat('en-US')

export const formatDate = (iso: string | null | undefined): string => {
  if (!iso) return ''
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : dateFormat.format(d)
}

export const formatNumber = (n: number): string => numberFormat.format(n)

/** Cuts a text to `max` characters, adding an ellipsis when it was longer. */
export const snippet = (text: string | null | undefined, max: number): string => {
  const t = (text ?? '').trim()
  return t.length > max ? `${t.slice(0, max).trimEnd()}...` : t
}

export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length >= 2 ? [words[0]![0], words[1]![0]] : [...(words[0] ?? '?').slice(0, 2)]
  return letters.join('').toUpperCase()
}

/** "1 view", "3,277 views": a formatted count with its noun. */
export const countOf = (n: number, singular: string, plural = `${singular}s`): string => `${formatNumber(n)} ${n === 1 ? singular : plural}`
