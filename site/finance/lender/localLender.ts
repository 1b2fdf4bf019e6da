/**
 * The local default lender (issue 19): quotes from the project's own amortisation with the rates
 * of the site's tie-in lender row (`finance.lenders[finance.tieInLender].quickQuote`, else the
 * site's calculator rate), and "creates the customer" by handing the shopper to the dealer's own
 * finance enquiry: the finance lead the popup sends with it reaches the dealer through the leads
 * pipeline, and the shopper lands on /success. No lender account needed; works offline.
 */
import type { SiteConfig } from '../../config/siteConfig'
import { loanFees } from '../../rules/finance'
import { defaultQuoteRates, localQuote, type LocalQuoteRates } from '../../rules/lenderQuote'
import type { LenderProvider } from './types'

export type LocalLenderSite = { name: string; config: Pick<SiteConfig, 'finance'> }

/** Where the local hand-off sends the shopper: the thank-you page of the lead just sent (FIN §2.1). */
export const LOCAL_REDIRECT = '/success'

export function localQuoteRates(finance: SiteConfig['finance']): LocalQuoteRates {
  const row = finance.lenders[finance.tieInLender]
  // The row's own establishment fee, else every fee the site (or its lender) names, else FIN §9's default.
  const rowFee = row?.quickQuote?.establishmentFee
  const fees = loanFees(rowFee === undefined ? finance.calculator.fees : { establishment: rowFee })
  if (row?.quickQuote) return { rates: row.quickQuote.rates, fees }
  return defaultQuoteRates(finance.calculator.defaultInterestRate, fees)
}

export function localLender(site: LocalLenderSite): LenderProvider {
  return {
    kind: 'local',
    handsOffToDealer: true,
    lenderName: site.name,
    quote: async (request) => localQuote(request, localQuoteRates(site.config.finance)),
    createCustomer: async () => ({ redirectUrl: LOCAL_REDIRECT }),
  }
}
