/**
 * Spin to Win (FIN §2.1 /spin-to-win, a content page of the dealer; FIN §2.2: behind sign-in where
 * the dealer flags `spinToWin`): the server draws the prize, the wheel only shows where it landed.
 *
 * Not in the specs (decided here): each prize has a chance weight (default 1); one spin per mobile
 * number per page, whose prize a second spin answers again; the win becomes the dealer's lead as a
 * General Enquiry with the subcategory "Spin to Win: {prize}".
 */

export const SPIN_SUBCATEGORY = 'Spin to Win'

export type Prize = { label: string; chance: number }

/**
 * The drawn prize's index: each prize with probability chance / total. `random` is in [0, 1)
 * (Math.random or a seeded one in tests); prizes with chance 0 are never drawn. -1 when none can be.
 */
export function drawPrize(prizes: readonly Prize[], random: () => number): number {
  const weights = prizes.map((p) => (Number.isFinite(p.chance) && p.chance > 0 ? p.chance : 0))
  const total = weights.reduce((sum, w) => sum + w, 0)
  if (total <= 0) return -1
  let point = Math.min(Math.max(random(), 0), 1 - Number.EPSILON) * total
  for (const [i, w] of weights.entries()) {
    if (point < w) return i
    point -= w
  }
  // Rounding left the point at the very end: the last prize that can be drawn.
  return weights.findLastIndex((w) => w > 0)
}

/** The lead's subcategory for a prize, and the prize back from a stored subcategory (null for any other lead). */
export const prizeSubcategory = (label: string): string => `${SPIN_SUBCATEGORY}: ${label}`
export function prizeOfSubcategory(subcategory: string | null | undefined): string | null {
  const prefix = `${SPIN_SUBCATEGORY}: `
  return subcategory?.startsWith(prefix) && subcategory.length > prefix.length ? subcategory.slice(prefix.length) : null
}

/** What makes a spin one of its kind: the site, the page and the mobile number's digits (the lead's idempotency key is made from it). */
export const spinIdentity = (siteId: number, path: string, mobileDigits: string): string => `spin-to-win:${siteId}:${path}:${mobileDigits}`

/**
 * Where the wheel stops, in degrees clockwise: `turns` whole turns, then the drawn segment's middle
 * under the pointer at the top. Segment i spans [i, i + 1) × 360 / count from the top, clockwise.
 */
export function wheelRotation(index: number, count: number, turns = 5): number {
  if (count <= 0 || index < 0 || index >= count) return 0
  const segment = 360 / count
  return turns * 360 + (360 - (index + 0.5) * segment)
}

/** The SVG path of segment i of `count` on a wheel of radius r centred at (r, r). */
export function segmentPath(index: number, count: number, r: number): string {
  const point = (deg: number) => {
    const rad = ((deg - 90) * Math.PI) / 180
    return `${(r + r * Math.cos(rad)).toFixed(3)} ${(r + r * Math.sin(rad)).toFixed(3)}`
  }
  const segment = 360 / count
  const large = segment > 180 ? 1 : 0
  return `M ${r} ${r} L ${point(index * segment)} A ${r} ${r} 0 ${large} 1 ${point((index + 1) * segment)} Z`
}

/** Where prizes are redeemed: the block's chosen location when the site shows it, else the primary one (locations come primary first). */
export function redeemLocation<L extends { id: number; primary: boolean }>(locations: readonly L[], locationId: string): L | null {
  const chosen = locationId ? locations.find((l) => String(l.id) === locationId) : undefined
  return chosen ?? locations.find((l) => l.primary) ?? locations[0] ?? null
}
