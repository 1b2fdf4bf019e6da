import { FEATURE_LIST_TOGGLE } from '../../rules/specLists'
import { detailTabs, tabParagraphs, type DetailTabId } from '../../rules/detailTabs'
import { reserveOffer, reserveTabParagraphs } from '../../rules/carTerms'
import { PAID_ONLINE, paymentProviderFor } from '../../reservations/provider'
import { vehicleProfile } from '../../rules/vehicleProfiles'
import type { SiteView } from '../../tenancy/siteView'
import type { VehicleView } from '../../vehicles/vehicleView'
import { DealerCommentsText } from './DealerComments'
import { DetailTabs } from './DetailTabs.client'
import { FeatureList } from './SpecList'

function Paragraphs({ items }: { items: string[] }) {
  return <>{items.map((p, i) => <p key={i} className="mt-2 text-slate-800">{p}</p>)}</>
}

const Text = ({ text }: { text: string }) => <Paragraphs items={tabParagraphs(text)} />

/** The detail tabs (INV §2, FIN §2.6) in the spec's order, with the dealer's texts from `vehiclePage.detailTabs`. */
export function VehicleDetailTabs({ vehicle: v, site }: { vehicle: VehicleView; site: SiteView }) {
  const texts = site.config.vehiclePage.detailTabs
  // Reserve Online only where the site takes a reservation for this car, with this car's terms.
  const offer = reserveOffer(v.car, site.config.checkout, PAID_ONLINE[paymentProviderFor().id])
  const tabs = detailTabs({ texts, standardEquipmentCount: v.standardEquipment.length, reserveOffered: offer !== null, commentsTitle: site.config.labels.dealerCommentsTitle, vehicleNoun: vehicleProfile(v.car).noun })
  const panel: Record<DetailTabId, () => React.ReactNode> = {
    comments: () => <DealerCommentsText raw={v.dealerComments} />,
    included: () => <Text text={texts.whatsIncluded} />,
    whyBuy: () => <Text text={texts.whyBuyFromUs} />,
    reserve: () => <Paragraphs items={reserveTabParagraphs(texts.reserveOnline, v.car.car_type, offer, site.config.checkout)} />,
    protect: () => <Text text={texts.protectYourCar} />,
    features: () => <FeatureList id="features-list" items={v.standardEquipment} toggle={FEATURE_LIST_TOGGLE} />,
  }
  return (
    <section aria-labelledby="detail-tabs-heading" className="mt-10" data-testid="detail-tabs">
      <h2 id="detail-tabs-heading" className="sr-only">{v.title} details</h2>
      <DetailTabs idPrefix="detail" tabs={tabs} panels={tabs.map((t) => panel[t.id]())} />
    </section>
  )
}
