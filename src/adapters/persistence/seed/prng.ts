/** mulberry32: a small, fast, seeded PRNG. The seeds never use Math.random, so every run gives the same data. */
const mulberry32 = (seed: number): (() => number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface Rng {
  /** A float in [0, 1). */
  readonly next: () => number
  /** An integer in [min, max], both inclusive. */
  readonly int: (min: number, max: number) => number
  readonly pick: <T>(items: readonly T[]) => T
  /** A new array in a deterministic shuffled order (Fisher-Yates). */
  readonly shuffle: <T>(items: readonly T[]) => T[]
  readonly chance: (p: number) => boolean
}

export const createRng = (seed: number): Rng => {
  const next = mulberry32(seed)
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[int(0, items.length - 1)]
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = [...items]
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i)
        const tmp = out[i]
        out[i] = out[j]
        out[j] = tmp
      }
      return out
    },
    chance: (p: number): boolean => next() < p,
  }
}

/** ASCII slug: lower case, diacritics removed, words joined by '-'. */
export const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/gi, 'o')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
