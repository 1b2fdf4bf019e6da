/**
 * Every vehicle type of the demo reads as itself in a browser (issue 46): for each demo site and
 * each type it sells, a listed unit's page shows the type's details title and key figures with
 * their units, and a caravan has no kilometres, engine, fuel type, gearbox or fuel calculator. The
 * units come from the sites' own stock (REST, as staff), so a type added to a site is checked too.
 */
import type { APIRequestContext } from '@playwright/test'
import { expect, siteUrl, staffDocs, test } from './fixtures'

type Unit = { slug: string; itemType: string; body: string | null }
type Site = { slug: string; dealerships: number[] }

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null)
const kindOf = (u: Unit) => (/motor\s*home|camper\s*van/i.test(u.body ?? '') ? 'motorhome' : u.itemType)

/** What each type's page must say (site/rules/vehicleProfiles.ts), and must not. */
const EXPECT: Record<string, { title: string; shows: RegExp[]; hides: string[]; fuelCalculator: boolean }> = {
  car: { title: 'Details', shows: [/Kilometres/], hides: ['Aggregate Trailer Mass'], fuelCalculator: true },
  truck: { title: 'Truck Details', shows: [/Gross Vehicle Mass[\s\S]*?[\d,]+ kg/], hides: ['ANCAP'], fuelCalculator: true },
  motorcycle: { title: 'Motorcycle Details', shows: [/Engine Capacity[\s\S]*?\d+ cc/], hides: ['Seats', 'ANCAP'], fuelCalculator: true },
  caravan: { title: 'Caravan Details', shows: [/Body Length\s*[\d.]+ m(?!m)/, /Tare Weight[\s\S]*?[\d,]+ kg/, /Aggregate Trailer Mass[\s\S]*?[\d,]+ kg/, /Sleeps/, /Axle Type/], hides: ['Kilometres', 'Fuel Type', 'Transmission', 'Engine'], fuelCalculator: false },
  motorhome: { title: 'Motorhome Details', shows: [/Kilometres/, /Sleeps/, /Body Length\s*[\d.]+ m(?!m)/], hides: ['Aggregate Trailer Mass'], fuelCalculator: true },
}

/** Each type's query (a motorhome is a caravan-type unit with a Motorhome body). */
const KIND_WHERE: Record<string, string> = {
  // an electric car has no fuel calculator (INV §5): a car with fuel economy is asked for
  car: 'where[itemType][equals]=car&where[simpleFuel][not_equals]=Electric',
  truck: 'where[itemType][equals]=truck',
  motorcycle: 'where[itemType][equals]=motorcycle',
  caravan: 'where[itemType][equals]=caravan&where[body][not_equals]=Motorhome',
  motorhome: 'where[body][equals]=Motorhome',
}

async function unitsBySite(request: APIRequestContext): Promise<Array<{ site: Site; kind: string; unit: Unit }>> {
  const sites = (await staffDocs<{ slug: string; dealerships?: unknown[] }>(request, 'sites?limit=100&depth=0&sort=id')).map((s) => ({ slug: s.slug, dealerships: (s.dealerships ?? []).map(idOf).filter((d): d is number => d !== null) }))
  const found: Array<{ site: Site; kind: string; unit: Unit }> = []
  for (const site of sites.filter((s) => s.dealerships.length)) {
    const listed = `where[dealership][in]=${site.dealerships.join(',')}&where[showOnDealerWebsite][equals]=true&where[status][equals]=in_stock&where[photosCount][greater_than_equal]=4`
    for (const where of Object.values(KIND_WHERE)) {
      const [unit] = await staffDocs<Unit>(request, `vehicles?${listed}&${where}&limit=1&depth=0&sort=id`)
      if (unit) found.push({ site, kind: kindOf(unit), unit })
    }
  }
  return found
}

test('every vehicle type on every demo site has its own details, units and calculators', async ({ page, request }) => {
  test.setTimeout(240_000)
  const cases = await unitsBySite(request)
  // the demo shows all four types and the motorhome body
  expect([...new Set(cases.map((c) => c.kind))].sort()).toEqual(['car', 'caravan', 'motorcycle', 'motorhome', 'truck'])
  for (const { site, kind, unit } of cases) {
    const rule = EXPECT[kind]!
    await test.step(`${site.slug} ${kind} ${unit.slug}`, async () => {
      await page.goto(siteUrl(site.slug, `/cars/${unit.slug}`))
      await expect(page.locator('#key-information')).toContainText(rule.title)
      // every row, the collapsed ones too (textContent)
      const section = (id: string) => page.locator(`section[aria-labelledby="${id}"]`).textContent()
      const specs = `${await section('key-information')}\n${await section('all-specs')}`
      for (const shown of rule.shows) expect(specs, `${kind}: ${shown}`).toMatch(shown)
      for (const hidden of rule.hides) expect(specs, `${kind}: ${hidden}`).not.toContain(hidden)
      await expect(page.locator('#fuel-calculator')).toHaveCount(rule.fuelCalculator ? 1 : 0)
    })
  }
})
