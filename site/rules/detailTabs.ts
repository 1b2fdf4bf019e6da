/**
 * The vehicle page's detail tabs (INV §2 "The detail tabs are Dealer Comments, What's Included,
 * Why Buy From Us?, Reserve Online, Protect Your Car, and Features (only if the car has standard
 * equipment)"; FIN §2.6 repeats the list). The order is the spec's. Dealer Comments is always there
 * (it shows the pending text when the feed has none); the four dealer texts come from settings and
 * a tab whose text a dealer has cleared is left out; Features needs standard equipment; Reserve
 * Online needs a reservation the site takes for the car.
 */

export const DETAIL_TAB_LABELS = {
  comments: 'Dealer Comments',
  included: "What's Included",
  whyBuy: 'Why Buy From Us?',
  reserve: 'Reserve Online',
  protect: 'Protect Your Car',
  features: 'Features',
} as const

export type DetailTabId = keyof typeof DETAIL_TAB_LABELS
export type DetailTab = { id: DetailTabId; label: string }

/** The dealer's texts for the four information tabs (`vehiclePage.detailTabs`). */
export type DetailTabTexts = { whatsIncluded: string; whyBuyFromUs: string; reserveOnline: string; protectYourCar: string }

/**
 * `vehicleNoun`: the car's type word for a truck, motorcycle, caravan or motorhome (vehicleProfiles.ts),
 * which Protect Your Car names instead ("Protect Your Caravan"); null or missing for a car.
 */
export type DetailTabsInput = { texts: DetailTabTexts; standardEquipmentCount: number; commentsTitle?: string; vehicleNoun?: string | null } & ReserveTabInput

/** `reserveOffered`: the site takes a reservation for this car (carTerms.ts `reserveOffer`); else no Reserve Online tab. */
export type ReserveTabInput = { reserveOffered: boolean }

const TEXT_OF: Record<'included' | 'whyBuy' | 'reserve' | 'protect', keyof DetailTabTexts> = {
  included: 'whatsIncluded',
  whyBuy: 'whyBuyFromUs',
  reserve: 'reserveOnline',
  protect: 'protectYourCar',
}

const ORDER: DetailTabId[] = ['comments', 'included', 'whyBuy', 'reserve', 'protect', 'features']

function shown(id: DetailTabId, input: DetailTabsInput): boolean {
  if (id === 'comments') return true
  if (id === 'features') return input.standardEquipmentCount > 0
  // A tab that promises a flow the site does not offer for this car is not shown.
  if (id === 'reserve' && !input.reserveOffered) return false
  return input.texts[TEXT_OF[id]].trim() !== ''
}

function label(id: DetailTabId, input: DetailTabsInput): string {
  if (id === 'comments' && input.commentsTitle?.trim()) return input.commentsTitle.trim()
  if (id === 'protect' && input.vehicleNoun?.trim()) return `Protect Your ${input.vehicleNoun.trim().replace(/^./, (c) => c.toUpperCase())}`
  return DETAIL_TAB_LABELS[id]
}

/** The tabs shown for a car, in the spec's order; the comments tab takes the site's comments title when set. */
export function detailTabs(input: DetailTabsInput): DetailTab[] {
  return ORDER.filter((id) => shown(id, input)).map((id) => ({ id, label: label(id, input) }))
}

/** The index a key moves the selection to in a tab list of `count` (WAI-ARIA tabs: arrows wrap, Home, End); null for other keys. */
export function tabIndexAfterKey(key: string, index: number, count: number): number | null {
  if (count <= 0) return null
  if (key === 'ArrowRight') return (index + 1) % count
  if (key === 'ArrowLeft') return (index - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

/** A dealer text as paragraphs: split on `|` like dealer comments, blank parts dropped. */
export function tabParagraphs(text: string): string[] {
  return text.split('|').map((p) => p.trim()).filter((p) => p !== '')
}
