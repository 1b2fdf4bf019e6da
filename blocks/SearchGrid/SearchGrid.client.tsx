'use client'
import dynamic from 'next/dynamic'

/**
 * The island's entry: a separate chunk, fetched only where a SearchGrid renders. Every page that
 * can hold blocks imports the registry, so a static import would ship InstantSearch to all of them.
 */
export const SearchGridIsland = dynamic(() => import('./Island').then((m) => m.SearchGridIsland))
