'use client'
import { deferredIsland } from '../deferredIsland'

/**
 * The vehicle page's calculators (finance, fuel, delivery): server-rendered with their starting
 * figures from site/rules (issue 47: nothing blank before an interaction, for shoppers and
 * crawlers alike). Each is a deferred island: its code (and the rules it runs) is fetched when it
 * comes near the viewport or the shopper acts in it; an input changed before then is kept and
 * reported to it (site/components/deferredIsland.ts).
 */
export const FinanceCalculatorIsland = deferredIsland(() => import('../finance/Calculator.client').then((m) => m.Calculator), 'near')
export const FuelCalculatorIsland = deferredIsland(() => import('./FuelCalculator.client').then((m) => m.FuelCalculator), 'near')
export const DeliveryCalculatorIsland = deferredIsland(() => import('./DeliveryCalculator.client').then((m) => m.DeliveryCalculator), 'near')
