// Per-attempt order: a small seeded generator (mulberry32) so the same attempt always shows the same order after a
// reload, while two candidates see different ones. Option keys (A, B, …) are this attempt's; answers are stored as
// the stored question's option indexes, so scoring and review never depend on the order shown.
const KEYS = 'ABCDEFGHIJ'

function generator(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Fisher–Yates with the seeded generator: the same seed gives the same order. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items]
  const next = generator(seed)
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

/** The stored option indexes in the order this attempt shows them; true/false keeps its order. */
export function optionOrder(optionCount: number, seed: number, questionId: number, shuffle: boolean): number[] {
  const indexes = Array.from({ length: optionCount }, (_, i) => i)
  return shuffle ? shuffled(indexes, (seed ^ Math.imul(questionId, 2654435761)) >>> 0) : indexes
}

export const keyAt = (position: number) => KEYS[position] ?? String(position)

/** This attempt's keys → stored indexes; null when a key is not one of the question's. */
export function keysToIndexes(keys: string[], order: number[]): string[] | null {
  const out: string[] = []
  for (const key of keys) {
    const position = KEYS.indexOf(key)
    if (key.length !== 1 || position < 0 || position >= order.length) return null
    out.push(String(order[position]))
  }
  return [...new Set(out)].sort()
}

/** Stored indexes → this attempt's keys, in key order. */
export function indexesToKeys(indexes: string[], order: number[]): string[] {
  return indexes.map((i) => keyAt(order.indexOf(Number(i)))).sort()
}

/** A new attempt's seed. */
export const newSeed = () => Math.floor(Math.random() * 2_147_483_647)
