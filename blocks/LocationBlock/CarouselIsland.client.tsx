'use client'
import dynamic from 'next/dynamic'

/** The carousel island's own chunk, fetched only where a carousel renders (see HolidayHoursIsland). */
export const LocationCarousel = dynamic(() => import('./Carousel.client').then((m) => m.LocationCarousel))
