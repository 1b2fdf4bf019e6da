import type { Metadata } from 'next'
import { PersonalisedFinancePage } from '@/site/components/finance/PersonalisedFinancePage'
import { POPUP_TITLE } from '@/site/rules/lenderQuote'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<{ car_id?: string | string[] }> }

export const metadata: Metadata = { title: POPUP_TITLE, robots: { index: false } }

/** /personalised/finance?car_id={car} (FIN §2.1): the pre-approval flow as a page (site/components/finance). */
export default async function Page({ params, searchParams }: Props) {
  return <PersonalisedFinancePage params={params} carId={(await searchParams).car_id} />
}
