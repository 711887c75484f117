// Dates are shown in the en-US format (visitor-and-user-side.md §9).
// Made on first use, not when the module loads: the first formatter of a kind loads the browser's
// locale data (tens of milliseconds on a slow phone), which a page that formats nothing never needs.
let dateFormat: Intl.DateTimeFormat | undefined
let dateTimeFormat: Intl.DateTimeFormat | undefined
let numberFormat: Intl.NumberFormat | undefined

export const formatDate = (iso: string | null | undefined): string => {
  if (!iso) return ''
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : (dateFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })).format(d)
}

/** "Nov 21, 2026, 5:30 PM", in the browser's time zone. */
export const formatDateTime = (iso: string | null | undefined): string => {
  if (!iso) return ''
  const d = new Date(iso)
  return Number.isNaN(d.getTime())
    ? ''
    : (dateTimeFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })).format(d)
}

export const formatNumber = (n: number): string => (numberFormat ??= new Intl.NumberFormat('en-US')).format(n)

/** Cuts a text to `max` characters, adding an ellipsis when it was longer. */
export const snippet = (text: string | null | undefined, max: number): string => {
  const t = (text ?? '').trim()
  return t.length > max ? `${t.slice(0, max).trimEnd()}...` : t
}

/** A page's description for search results and link previews (cards use `snippet`): one line, at most `max` characters, cut at a word. */
export const snippetOf = (text: string, max = 160): string => {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= max) return line
  const cut = line.slice(0, max - 1)
  const atWord = cut.lastIndexOf(' ')
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length >= 2 ? [words[0][0], words[1][0]] : [...(words[0] ?? '?').slice(0, 2)]
  return letters.join('').toUpperCase()
}

/** "1 view", "3,277 views": a formatted count with its noun. */
export const countOf = (n: number, singular: string, plural = `${singular}s`): string => `${formatNumber(n)} ${n === 1 ? singular : plural}`
