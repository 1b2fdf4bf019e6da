'use client'
import dynamic from 'next/dynamic'

/**
 * The island's entry: a separate chunk (with the rule's time-zone code), fetched only where the
 * block renders; the count is still server-rendered. Without it every page that can hold blocks
 * would ship it (see PromoSlider/CarouselIsland.tsx).
 */
export const Counter = dynamic(() => import('./Counter.client').then((m) => m.Counter))
