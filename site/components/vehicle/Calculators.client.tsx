'use client'
import dynamic from 'next/dynamic'
import type { ComponentProps } from 'react'
import { WhenVisible } from '../WhenVisible.client'
import type { Calculator as FinanceForm } from '../finance/Calculator.client'
import type { FuelCalculator as FuelForm } from './FuelCalculator.client'

/**
 * The calculators sit below the fold: their code (and the rules they run) is fetched only when the
 * section comes near the viewport; until then a placeholder of about their height holds the spot.
 */
// The FinanceCalculator block's calculator: one calculator for pages and vehicle pages.
const Finance = dynamic(() => import('../finance/Calculator.client').then((m) => m.Calculator), { ssr: false })
const Fuel = dynamic(() => import('./FuelCalculator.client').then((m) => m.FuelCalculator), { ssr: false })

export function FinanceCalculatorWhenVisible(props: ComponentProps<typeof FinanceForm>) {
  return <WhenVisible placeholder={<div className="min-h-[40rem] md:min-h-[28rem]" />}><Finance {...props} /></WhenVisible>
}

export function FuelCalculatorWhenVisible(props: ComponentProps<typeof FuelForm>) {
  return <WhenVisible placeholder={<div className="min-h-60 sm:min-h-24" />}><Fuel {...props} /></WhenVisible>
}
