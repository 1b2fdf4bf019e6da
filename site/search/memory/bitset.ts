/** Fixed-size bitsets over car positions: filters become word-wise AND / OR / NOT. */
export type Bitset = Uint32Array

export const words = (size: number) => (size + 31) >>> 5
export const emptySet = (size: number): Bitset => new Uint32Array(words(size))
export const has = (set: Bitset, i: number) => ((set[i >>> 5] as number) & (1 << (i & 31))) !== 0
export const add = (set: Bitset, i: number) => {
  set[i >>> 5] = (set[i >>> 5] as number) | (1 << (i & 31))
}

export function fullSet(size: number): Bitset {
  const set = new Uint32Array(words(size)).fill(0xffffffff)
  const tail = size & 31
  if (tail) set[set.length - 1] = (1 << tail) - 1
  return set
}

export function and(sets: Bitset[], size: number): Bitset {
  const out = fullSet(size)
  for (const s of sets) for (let w = 0; w < out.length; w++) out[w] = (out[w] as number) & (s[w] as number)
  return out
}

export function or(sets: Bitset[], size: number): Bitset {
  const out = emptySet(size)
  for (const s of sets) for (let w = 0; w < out.length; w++) out[w] = (out[w] as number) | (s[w] as number)
  return out
}

export function not(set: Bitset, size: number): Bitset {
  const full = fullSet(size)
  return full.map((word, w) => word & ~(set[w] as number))
}

/** a ∖ b: the positions of a that b lacks. */
export function andNot(a: Bitset, b: Bitset): Bitset {
  const out = new Uint32Array(a.length)
  for (let w = 0; w < a.length; w++) out[w] = (a[w] as number) & ~(b[w] as number)
  return out
}

/** Positions for which `test` holds. */
export function where(size: number, test: (i: number) => boolean): Bitset {
  const out = emptySet(size)
  for (let i = 0; i < size; i++) if (test(i)) add(out, i)
  return out
}

/** Set bits in one 32-bit word (SWAR popcount). */
function bitsIn(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number
}

export function count(set: Bitset): number {
  let n = 0
  for (let w = 0; w < set.length; w++) n += bitsIn(set[w] as number)
  return n
}

/** |a ∩ b| without building the intersection. */
export function countBoth(a: Bitset, b: Bitset): number {
  let n = 0
  for (let w = 0; w < a.length; w++) {
    const both = (a[w] as number) & (b[w] as number)
    if (both) n += bitsIn(both)
  }
  return n
}
