'use client'
import dynamic from 'next/dynamic'
import type { ComponentProps } from 'react'
import { WhenVisible } from '../WhenVisible.client'
import type { FinanceCalculator as FinanceForm } from './FinanceCalculator.client'
import type { FuelCalculator as FuelForm } from './FuelCalculator.client'

/**
 * The calculators sit below the fold: their code (and the rules they run) is fetched only when the
 * section comes near the viewport; until then a placeholder of about their height holds the spot.
 */
const Finance = dynamic(() => import('./FinanceCalculator.client').then((m) => m.FinanceCalculator), { ssr: false })
const Fuel = dynamic(() => import('./FuelCalculator.client').then((m) => m.FuelCalculator), { ssr: false })

export function FinanceCalculatorWhenVisible(props: ComponentProps<typeof FinanceForm>) {
  return <WhenVisible placeholder={<div className="min-h-96 sm:min-h-64" />}><Finance {...props} /></WhenVisible>
}

export function FuelCalculatorWhenVisible(props: ComponentProps<typeof FuelForm>) {
  return <WhenVisible placeholder={<div className="min-h-60 sm:min-h-24" />}><Fuel {...props} /></WhenVisible>
}
