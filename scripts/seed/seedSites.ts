import { parseSiteConfig } from '../../site/config/siteConfig'
import { partOfSentence } from '../../site/rules/copy'
import type { Payload } from 'payload'
import { seedPosts } from './posts'
import { templatePages } from '../../layouts/templatePages'
import { aboutLayout, spinToWinLayout, homeLayout, lexical, promoNodes, promoSlides } from './content'
import { DEMO_WEBHOOK_SECRET, DEMO_WEBHOOK_URL } from './demoWebhook'
import { SITES, type DealershipSeed, type LocationSeed, type SiteSeed } from './sites'

export const DEMO_PASSWORD = 'demo1234'

export type SeededDealership = { seed: DealershipSeed; id: number; locationIds: number[]; cities: Array<{ city: string; state: string }> }
export type SeededSite = { seed: SiteSeed; id: number; dealerships: SeededDealership[] }

const context = { disableRevalidate: true }

async function createLocation(payload: Payload, dealershipId: number, l: LocationSeed): Promise<number> {
  const doc = await payload.create({
    collection: 'locations',
    context,
    data: {
      name: l.name, slug: l.slug, dealership: dealershipId, type: l.type, subtype: l.subtype, primary: Boolean(l.primary), visible: true,
      manufacturers: l.manufacturers ?? [],
      address: { street: l.street, city: l.city, state: l.state as 'qld', postcode: l.postcode, lat: l.lat, lng: l.lng, placeUrl: `https://maps.google.com/?q=${encodeURIComponent(`${l.street}, ${l.city} ${l.state.toUpperCase()} ${l.postcode}`)}` },
      contact: { phone: l.phone, mobile: l.mobile ?? null },
      openingHours: l.hours.map((h) => ({ ...h, weekday: h.weekday as '0' })),
      specialHours: [
        { date: '2026-12-25T00:00:00.000Z', status: 'closed', note: 'Christmas Day' },
        { date: '2026-12-26T00:00:00.000Z', status: 'closed', note: 'Boxing Day' },
        { date: '2026-12-31T00:00:00.000Z', status: 'open', open: '09:00', close: '13:00', note: "New Year's Eve" },
        { date: '2027-01-26T00:00:00.000Z', status: 'appointment', note: 'Australia Day' },
      ],
      dealerLicenceNumber: l.licence, repairerNumber: l.repairer,
      reviews: l.rating ? { averageRating: l.rating[0], count: l.rating[1] } : undefined,
    },
  })
  return doc.id
}

/**
 * Every demo dealership is told of its leads: an email to its sales inbox (kept in the local mailbox,
 * admin › Sent mail, unless SMTP is set) and, for one, the local CRM receiver's webhook.
 */
export const demoLeadDelivery = (d: DealershipSeed) => ({
  emails: [`sales@${d.slug}.demo.test`],
  ...(d.webhook ? { webhookUrl: DEMO_WEBHOOK_URL, webhookSecret: DEMO_WEBHOOK_SECRET, format: 'json' as const } : {}),
})

async function createDealership(payload: Payload, d: DealershipSeed): Promise<SeededDealership> {
  const doc = await payload.create({ collection: 'dealerships', context, data: { name: d.name, slug: d.slug, licenceNumber: d.licence, phones: d.phones, deliveryRegions: d.deliveryRegions ?? [], leadDelivery: demoLeadDelivery(d) } })
  const locationIds: number[] = []
  for (const l of d.locations) locationIds.push(await createLocation(payload, doc.id, l))
  return { seed: d, id: doc.id, locationIds, cities: d.locations.map((l) => ({ city: l.city, state: l.state })) }
}

async function createBrands(payload: Payload, site: SiteSeed, siteId: number): Promise<number[]> {
  const ids: number[] = []
  for (const b of site.brands) {
    const doc = await payload.create({
      collection: 'brands',
      context,
      data: {
        site: siteId, name: b.name, slug: b.slug, primaryColour: b.colour, tagline: b.tagline,
        menu: (b.menu ?? []).map((m) => ({ ...m, children: [] })),
        quickLinks: b.quickLinks ?? [], banners: b.banners ?? [], hoursNote: b.hoursNote,
        footer: {
          columns: [
            { heading: 'Shop', links: [{ label: 'All stock', url: '/search/new-used-and-demo-cars' }, ...(site.newCarCatalogue ? [{ label: 'New models', url: '/models' }] : []), { label: 'Used cars', url: '/search/used-cars' }, { label: 'Special offers', url: '/special-offers' }] },
            { heading: 'Owners', links: [{ label: 'Book a service', url: '/service' }, { label: 'Parts', url: '/vehicle-parts-and-accessories' }, { label: 'Finance', url: '/finance' }] },
            { heading: 'About', links: [{ label: 'About us', url: '/about-us' }, { label: 'Contact', url: '/contact' }, { label: 'Privacy policy', url: '/privacy-policy' }] },
          ],
          text: `${b.name}. ${b.tagline}.`,
        },
        // The group sentence only where the brand is not the site itself ("Harbourside Mazda is part of Harbourside Mazda.").
        legalText: lexical([['Prices are subject to change without notice. Images are for illustration only.', partOfSentence(b.name, site.name)].filter(Boolean).join(' ')]),
      },
    })
    ids.push(doc.id)
  }
  return ids
}

async function createPages(payload: Payload, site: SiteSeed, siteId: number): Promise<void> {
  const own = [
    { title: `${site.name} home`, path: '/', kind: 'home' as const, layout: homeLayout(site), meta: { title: `${site.name} | New and used cars`, description: `${site.name}: browse stock, finance and service.` } },
    { title: `About ${site.name}`, path: '/about-us', kind: 'about' as const, layout: aboutLayout(site), meta: { description: `About ${site.name}.` } },
  ]
  // The rest of the template's page set (finance, locations, contact, offers, search and vehicle templates).
  const rest = templatePages(site.template, site.name, parseSiteConfig(site.config).navigation.paths).filter((p) => !own.some((o) => o.kind === p.kind))
  // A dealer's own content page (FIN §2.1), besides the template's page set.
  const promotions = site.spinToWin ? [{ title: 'Spin to Win', path: '/spin-to-win', kind: 'custom' as const, layout: spinToWinLayout(site), meta: { description: `Spin the ${site.name} wheel and win a prize to use at our dealership.` } }] : []
  for (const page of [...own, ...rest, ...promotions]) {
    await payload.create({ collection: 'pages', context, draft: false, data: { ...page, site: siteId, _status: 'published' } })
  }
  for (const slide of promoSlides(site)) {
    await payload.create({ collection: 'promos', context, data: { ...slide, site: siteId, kind: 'slide' } })
  }
  for (const promo of promoNodes(site)) {
    await payload.create({ collection: 'promos', context, data: { ...promo, site: siteId } })
  }
}

async function createUsers(payload: Payload, sites: SeededSite[]): Promise<void> {
  await payload.create({ collection: 'users', context, data: { email: 'admin@demo.test', password: DEMO_PASSWORD, name: 'Platform Admin', role: 'platform-admin' } })
  await payload.create({ collection: 'users', context, data: { email: 'staff@demo.test', password: DEMO_PASSWORD, name: 'Platform Staff', role: 'platform-staff' } })
  for (const s of sites) {
    await payload.create({
      collection: 'users',
      context,
      data: { email: `editor@${s.seed.slug}.demo.test`, password: DEMO_PASSWORD, name: `${s.seed.name} editor`, role: 'dealer-editor', sites: [{ site: s.id }] },
    })
  }
}

/** Dealerships, locations, sites, brands, pages and users of the demo. */
export async function seedSites(payload: Payload): Promise<SeededSite[]> {
  const seeded: SeededSite[] = []
  for (const site of SITES) {
    const dealerships: SeededDealership[] = []
    for (const d of site.dealerships) dealerships.push(await createDealership(payload, d))
    const doc = await payload.create({
      collection: 'sites',
      context: { ...context, skipTemplatePages: true },
      data: {
        name: site.name, slug: site.slug, template: site.template, isDefault: Boolean(site.isDefault), city: site.city, state: site.state,
        domains: [{ domain: `www.${site.slug}.example.com.au` }],
        dealerships: dealerships.map((d) => d.id), config: site.config, flags: site.flags,
      },
    })
    const brandIds = await createBrands(payload, site, doc.id)
    await payload.update({ collection: 'sites', id: doc.id, context, data: { brand: brandIds[0] } })
    await createPages(payload, site, doc.id)
    if (site.blog) await seedPosts(payload, site, doc.id)
    seeded.push({ seed: site, id: doc.id, dealerships })
    console.log(`  site ${site.slug}: ${dealerships.length} dealerships, ${dealerships.reduce((n, d) => n + d.locationIds.length, 0)} locations`)
  }
  await createUsers(payload, seeded)
  return seeded
}
