'use client'
import dynamic from 'next/dynamic'

/** The finder island's own chunk, fetched only where a block shows the finder (see CarouselIsland). */
export const LocationFinder = dynamic(() => import('./Finder.client').then((m) => m.LocationFinder))
