/**
 * The Spin to Win wheel of a published page (blocks/SpinToWin): its prizes and redeem location, read
 * from the stored layout by the server that draws the prize (site/promos/spinToWin.ts), so the
 * browser can never name its own prizes. The first Spin to Win block of the page, slots included.
 */
import { spinToWinSchema } from '../blocks/SpinToWin/config'
import type { LayoutItem } from '../blocks/validateLayout'
import type { SpinWheelSettings } from '../site/promos/spinToWin'
import { loadPage } from './loadPage'

const isItem = (value: unknown): value is LayoutItem =>
  typeof value === 'object' && value !== null && typeof (value as LayoutItem).type === 'string' && typeof (value as LayoutItem).props === 'object'

/** The first block of `type` in the items or in any of their slots (depth first, in page order). */
export function findBlock(items: readonly LayoutItem[], type: string): LayoutItem | null {
  for (const item of items) {
    if (item.type === type) return item
    for (const value of Object.values(item.props)) {
      const found = Array.isArray(value) && value.every(isItem) ? findBlock(value, type) : null
      if (found) return found
    }
  }
  return null
}

export async function loadSpinWheel(siteId: number, path: string): Promise<SpinWheelSettings | null> {
  const page = await loadPage(siteId, path)
  const block = page ? findBlock(page.layout.content, 'SpinToWin') : null
  if (!block) return null
  const parsed = spinToWinSchema.safeParse(block.props)
  return parsed.success ? { prizes: parsed.data.prizes, locationId: parsed.data.locationId } : null
}
