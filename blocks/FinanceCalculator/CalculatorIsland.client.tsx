'use client'
import dynamic from 'next/dynamic'

/**
 * The island's entry: a separate chunk, fetched only where the block renders. Turbopack otherwise
 * puts every block island in the chunks of the site layout, so each page (vehicle pages included)
 * would ship it.
 */
export const Calculator = dynamic(() => import('../../site/components/finance/Calculator.client').then((m) => m.Calculator))
