/**
 * What the /finance-and-insurance page offers (INV §2 Routes "Informational pages"): the site's own
 * finance and protection, from its settings. A car loan through the site's lender (FIN §2.3, §9:
 * loan amounts, terms and the comparison rate range of the lender row), pre-approval where the site
 * has the lender tie-in (FIN §2.4), and the dealer's protection text (Protect Your Car, FIN §2.6).
 *
 * Not in the specs (decided here): the words of each product; a product whose page the site does
 * not have is left out, and so is its link.
 */
import { formatCurrency } from './pricing'

export type FinanceProductsInput = {
  /** The site's finance link when it reaches a page of the site, else null. */
  financePath: string | null
  /** The active lender's label and comparison rate range; null without a lender. */
  lender: { label: string; comparisonRateRange: { min: number; max: number } | null } | null
  /** The pre-approval page with the lender tie-in, else null. */
  preApprovalPath: string | null
  calculator: { amountMin: number; amountMax: number; termMaxYears: number }
  /** The dealer's Protect Your Car paragraphs (`vehiclePage.detailTabs.protectYourCar`). */
  protection: readonly string[]
  contactPath: string
  /** "car", "caravan": the site's vehicle noun. */
  noun: string
}

export type FinanceProduct = { id: 'loan' | 'preApproval' | 'protection'; heading: string; paragraphs: string[]; link: { label: string; url: string } | null }

const rate = (n: number) => `${Number(n.toFixed(2))}%`

function loan(input: FinanceProductsInput, financePath: string): FinanceProduct {
  const { amountMin, amountMax, termMaxYears } = input.calculator
  const lender = input.lender
  const range = lender?.comparisonRateRange
  return {
    id: 'loan',
    heading: `${input.noun.charAt(0).toUpperCase()}${input.noun.slice(1)} finance`,
    paragraphs: [
      `Borrow from ${formatCurrency(amountMin)} to ${formatCurrency(amountMax)} over up to ${termMaxYears} ${termMaxYears === 1 ? 'year' : 'years'}${lender ? `, arranged with ${lender.label}` : ''}.`,
      ...(range ? [`Comparison rates from ${rate(range.min)} to ${rate(range.max)} p.a.`] : []),
    ],
    link: { label: 'Apply for finance', url: financePath },
  }
}

/** The products in the page's order: finance, pre-approval, protection; each only where the site has it. */
export function financeProducts(input: FinanceProductsInput): FinanceProduct[] {
  const products: FinanceProduct[] = []
  if (input.financePath) products.push(loan(input, input.financePath))
  if (input.preApprovalPath) {
    products.push({
      id: 'preApproval',
      heading: 'Instant pre-approval',
      paragraphs: ['Apply online in minutes and get pre-approved with a personalised rate, with no impact on your credit score.'],
      link: { label: 'Get pre-approved', url: input.preApprovalPath },
    })
  }
  if (input.protection.length) {
    products.push({ id: 'protection', heading: 'Insurance and protection', paragraphs: [...input.protection], link: { label: 'Ask about protection', url: input.contactPath } })
  }
  return products
}
