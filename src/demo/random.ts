/**
 * Seeded randomness for the demo generator. Everything the generator writes
 * must follow from the seed alone, so nothing here touches Math.random or the
 * clock: the same seed gives byte-identical demo files on every machine.
 */

/** 32-bit FNV-1a over the UTF-16 code units of the parts, joined by a separator. */
export function hashString(...parts: (string | number)[]): number {
  let h = 0x811c9dc5
  const text = parts.join('\u0001')
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  // A final avalanche, because FNV alone leaves near-identical keys close together.
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/**
 * sfc32 (Small Fast Counting), seeded through splitmix32 so that nearby seeds
 * (1858, 1859) still give unrelated streams.
 */
export class Rng {
  private a: number
  private b: number
  private c: number
  private d: number

  constructor(seed: number) {
    let s = seed >>> 0
    const split = () => {
      s = (s + 0x9e3779b9) >>> 0
      let z = s
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
      return (z ^ (z >>> 16)) >>> 0
    }
    this.a = split()
    this.b = split()
    this.c = split()
    this.d = split()
    // The first outputs of sfc32 are weakly mixed; discard them.
    for (let i = 0; i < 12; i++) this.nextUint32()
  }

  /** An independent stream for a named purpose, so adding draws in one place does not shift another. */
  static derive(seed: number, ...key: (string | number)[]): Rng {
    return new Rng(hashString(seed, ...key))
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0
    this.d = (this.d + 1) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) | 0
    return t >>> 0
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296
  }

  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    if (max < min) return min
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list')
    return itemAt(items, Math.floor(this.next() * items.length))
  }

  /** A pick where item i has weight weights[i]. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    return new WeightedList(items, weights).pick(this)
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice()
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      const a = out[i]
      const b = out[j]
      if (a === undefined || b === undefined) continue
      out[i] = b
      out[j] = a
    }
    return out
  }

  /** Roughly normal around mean (sum of three uniforms), clamped to [min, max]. */
  around(mean: number, spread: number, min: number, max: number): number {
    const u = (this.next() + this.next() + this.next()) / 3 - 0.5
    return Math.max(min, Math.min(max, Math.round(mean + u * 2 * spread)))
  }
}

/** A weighted list with a precomputed cumulative table: O(log n) per pick. */
export class WeightedList<T> {
  private readonly items: readonly T[]
  private readonly cumulative: number[]
  private readonly total: number

  constructor(items: readonly T[], weights: readonly number[]) {
    if (items.length === 0) throw new RangeError('weighted list without items')
    this.items = items
    this.cumulative = []
    let sum = 0
    for (let i = 0; i < items.length; i++) {
      sum += Math.max(0, weights[i] ?? 0)
      this.cumulative.push(sum)
    }
    if (sum <= 0) throw new RangeError('weighted list without positive weights')
    this.total = sum
  }

  get length(): number {
    return this.items.length
  }

  pick(rng: Rng): T {
    const target = rng.next() * this.total
    let lo = 0
    let hi = this.cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((this.cumulative[mid] ?? 0) > target) hi = mid
      else lo = mid + 1
    }
    return itemAt(this.items, lo)
  }
}

/** Zipf weights 1/(rank+offset)^s: a few very common items and a long tail. */
export function zipfWeights(count: number, s = 1, offset = 1.5): number[] {
  const out: number[] = []
  for (let i = 0; i < count; i++) out.push(1 / Math.pow(i + offset, s))
  return out
}

export function zipfList<T>(items: readonly T[], s = 1, offset = 1.5): WeightedList<T> {
  return new WeightedList(items, zipfWeights(items.length, s, offset))
}

/** items[index] for an index known to be in range (the demo's lists never hold undefined). */
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index]
  if (item === undefined) throw new RangeError(`index ${index} outside 0..${items.length - 1}`)
  return item
}
