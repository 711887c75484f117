/**
 * How the directory takes a misspelt search word for a word it knows (docs/ubiquitous-language/company.md,
 * "Search correction"). Pure: the dictionary's candidates are read by the read model, chosen here.
 *
 * A typo is one letter dropped, doubled or added, two neighbours swapped, or one letter replaced (an accent
 * left out is no edit: jaen → jaén). The read model offers every word one such edit away from the typed one
 * (found by their shared one-letter deletions), else the most similar words by trigrams for longer or rarer
 * mistakes; of the candidates, the fewest edits win (a swap counts one edit, as people make it), then the
 * most used word.
 */

/** More edits than this is another word, not a typo: one in a word of up to four letters, two up to nine, three beyond. */
export const maxDistanceOf = (word: string): number => {
  const n = [...word].length
  return n <= 4 ? 1 : n <= 9 ? 2 : 3
}

/** The number of single-letter edits (drop, add, replace, swap of neighbours) from `a` to `b` (optimal string alignment). */
export const editDistance = (a: string, b: string): number => {
  const x = [...a]
  const y = [...b]
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (__, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1)
    }
  }
  return d[x.length][y.length]
}

/** A word without its accents (jaén → jaen): a left-out accent is no edit at all. */
export const withoutAccents = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC')

/**
 * How far `b` is from the typed `a`: its edits with the accents left out, and, for one edit, which kind is
 * the likelier typo: two neighbours swapped (+0), a letter dropped or added (+0.1), a letter replaced (+0.2)
 * (wines is taken for wine before mines, cagro for cargo before cairo).
 */
export const typoCost = (a: string, b: string): number => {
  const x = withoutAccents(a)
  const y = withoutAccents(b)
  const d = editDistance(x, y)
  if (d !== 1) return d
  const [p, q] = [[...x], [...y]]
  if (p.length !== q.length) return 1.1
  const differ = p.flatMap((c, i) => (c === q[i] ? [] : [i]))
  return differ.length === 2 ? 1 : 1.2
}

/** A word of the dictionary offered for a typed word, and how many listed companies use it. */
export interface Candidate { readonly word: string; readonly companies: number }

/**
 * The word a misspelt `typed` word is taken for: of the candidates at most maxDistanceOf(typed) edits away
 * (accents aside), the cheapest typo (typoCost), then the most used, then the first in alphabetical order;
 * undefined when none is that near.
 */
export const likeliestWord = (typed: string, candidates: readonly Candidate[]): Candidate | undefined => {
  let best: { c: Candidate; d: number } | undefined
  const most = maxDistanceOf(typed)
  for (const c of candidates) {
    if (c.companies <= 0 || c.word === typed) continue
    const d = typoCost(typed, c.word)
    if (d >= most + 1) continue
    if (!best || d < best.d || (d === best.d && (c.companies > best.c.companies || (c.companies === best.c.companies && c.word < best.c.word)))) best = { c, d }
  }
  return best?.c
}
