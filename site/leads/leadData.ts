/** The stored lead from a validated request and its checked references (pure). */
import type { Lead } from '../../payload-types'
import type { LeadFacts } from '../rules/analytics'
import type { SiteView } from '../tenancy/siteView'
import type { LeadReferenceFields } from './references'
import { continuesToValuation, leadCategory, type LeadRequest } from './schema'

export type LeadContext = { ip: string; now: Date; eventId: (facts: LeadFacts) => number }

export type LeadData = Omit<Lead, 'id' | 'createdAt' | 'updatedAt'>

export function leadData(site: SiteView, lead: LeadRequest, refs: LeadReferenceFields, context: LeadContext): LeadData {
  const car = refs.vehicle
  const { category, subcategory } = leadCategory(lead.type, car?.carType, lead.subcategory)
  return {
    site: site.id,
    type: lead.type,
    category,
    subcategory,
    status: 'new',
    dealership: refs.dealership?.id ?? null,
    location: refs.location?.id ?? null,
    vehicle: car?.id ?? null,
    vehicleSnapshot: car ? { stockNumber: car.stockNumber, make: car.make, model: car.model, year: car.year ?? null, price: car.price ?? null } : {},
    firstName: lead.firstName ?? null,
    lastName: lead.lastName ?? null,
    email: lead.email ?? null,
    phone: lead.phone ?? null,
    postcode: lead.postcode ?? null,
    message: lead.message ?? null,
    preferredContact: lead.preferredContact ?? null,
    preferredDate: lead.date ?? null,
    preferredTime: lead.time ?? null,
    tradeIn: lead.tradeIn ? { ...lead.tradeIn, state: lead.tradeIn.state ?? null, hasTradeIn: lead.hasTradeIn ?? null } : { hasTradeIn: lead.hasTradeIn ?? null },
    valuation: continuesToValuation(lead.type, site.config.forms.valuation) ? { step: 'vehicle', vehicleSource: lead.tradeIn?.rego ? 'rego' : 'manual' } : {},
    finance: lead.finance ? { ...lead.finance, wanted: lead.wantsFinance ?? null } : { wanted: lead.wantsFinance ?? null },
    consent: { optIn: lead.optIn, termsAccepted: lead.termsAccepted, text: lead.consentText ?? null, at: context.now.toISOString() },
    source: { page: lead.page ?? null, referrer: lead.referrer ?? null, utm: lead.utm ?? null, visitedPages: lead.visitedPages ?? null, query: lead.query ?? null, ip: context.ip },
    analyticsEventId: context.eventId({ category, subcategory, carType: car?.carType, tag: car?.tag }),
    idempotencyKey: lead.idempotencyKey,
    spam: lead.website.trim() !== '',
  }
}
