'use client'
import dynamic from 'next/dynamic'
import { WhenVisible } from '../WhenVisible.client'

/** Like the other calculators: the island's code is fetched only when the section nears the viewport. */
const Delivery = dynamic(() => import('./DeliveryCalculator.client').then((m) => m.DeliveryCalculator), { ssr: false })

export function DeliveryCalculatorWhenVisible({ carSlug }: { carSlug: string }) {
  return <WhenVisible placeholder={<div className="min-h-32" />}><Delivery carSlug={carSlug} /></WhenVisible>
}
