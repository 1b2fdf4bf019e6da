/** New-car models and dealership offers of the demo sites whose seed asks for a catalogue. */
import type { Payload } from 'payload'
import { demoImageName } from '../../site/demoImages/carSvg'
import { slugify } from '../../site/rules/searchUrl'
import { CARS, COLOURS, type ModelSpec } from './catalogue'
import type { SeededSite } from './seedSites'

const context = { disableRevalidate: true }
const DAY = 24 * 60 * 60 * 1000

const ACCESSORIES: Record<string, Array<{ name: string; price: number; description: string }>> = {
  common: [
    { name: 'All-weather floor mats', price: 189, description: 'Moulded rubber mats for the front and rear rows.' },
    { name: 'Weathershields', price: 249, description: 'Tinted slimline shields for the side windows.' },
    { name: 'Cargo liner', price: 159, description: 'A waterproof liner for the cargo area.' },
  ],
  Ute: [
    { name: 'Tow bar kit', price: 1290, description: 'Heavy-duty tow bar with wiring harness, fitted.' },
    { name: 'Hard tonneau cover', price: 2490, description: 'A lockable cover for the tub.' },
  ],
  SUV: [
    { name: 'Roof racks', price: 549, description: 'Aerodynamic cross bars rated to 75 kg.' },
    { name: 'Tow bar kit', price: 1190, description: 'Tow bar with wiring harness, fitted.' },
  ],
}

const accessoriesOf = (spec: ModelSpec) => [...ACCESSORIES.common!, ...(ACCESSORIES[spec.simpleBody] ?? [])]

const imageOf = (spec: ModelSpec, i: number) => `/demo-images/${demoImageName(spec.body, (COLOURS[i % COLOURS.length] as { hex: string }).hex, 'side')}`

async function seedModels(payload: Payload, site: SeededSite, makes: string[]): Promise<number> {
  const specs = CARS.filter((c) => makes.includes(c.make))
  for (const [i, spec] of specs.entries()) {
    await payload.create({
      collection: 'models',
      context,
      data: {
        site: site.id, manufacturer: spec.make, name: spec.model, slug: slugify(spec.model), body: spec.simpleBody,
        imageUrl: imageOf(spec, i), fromPrice: spec.priceNew[0],
        summary: `The ${spec.make} ${spec.model}: ${spec.engine}, ${spec.drive}, ${spec.seats} seats.`,
        // One model links elsewhere, to show override_url on a card.
        overrideUrl: i === 1 ? '/special-offers' : undefined,
        accessories: accessoriesOf(spec),
      },
    })
  }
  return specs.length
}

/** Live offers for each dealership, one expired and one not yet started (hidden from shoppers). */
async function seedOffers(payload: Payload, dealershipId: number, name: string, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString()
  const offers = [
    { title: `${name} service special`, categories: ['Service'], price: 299, validFrom: at(-10), validTo: at(60), summary: 'A logbook service with a free wash and safety check.' },
    { title: `${name} finance offer`, categories: ['Finance', 'New'], price: 0, validFrom: at(-5), validTo: at(90), summary: 'Comparison rate finance on new cars, approved in minutes.' },
    { title: `${name} runout sale`, categories: ['New'], price: 35990, validTo: at(30), summary: 'Drive away pricing on outgoing new stock.' },
    { title: `${name} winter tyre deal`, categories: ['Service', 'Parts'], price: 599, validFrom: at(-120), validTo: at(-30), summary: 'Expired: not shown to shoppers.' },
    { title: `${name} coming soon`, categories: ['New'], price: 45990, validFrom: at(30), summary: 'Not started: not shown to shoppers yet.' },
  ]
  for (const [i, offer] of offers.entries()) {
    await payload.create({ collection: 'offers', context, data: { ...offer, dealership: dealershipId, url: '/contact', imageUrl: `/demo-images/${demoImageName('suv', (COLOURS[i % COLOURS.length] as { hex: string }).hex, 'front')}`, terms: 'Offer available while stocks last at participating locations. Conditions apply; ask our team for details.' } })
  }
}

export async function seedCatalogue(payload: Payload, sites: SeededSite[], now: Date): Promise<void> {
  for (const site of sites) {
    if (!site.seed.newCarCatalogue) continue
    const makes = [...new Set(site.dealerships.flatMap((d) => (d.seed.makes === 'all' ? [] : d.seed.makes)))]
    const count = await seedModels(payload, site, makes)
    for (const d of site.dealerships) await seedOffers(payload, d.id, d.seed.name, now)
    console.log(`  site ${site.seed.slug}: ${count} models, ${site.dealerships.length * 5} offers`)
  }
}
