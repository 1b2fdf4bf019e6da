'use client'
import { useEffect } from 'react'
import { recordView } from './recentlyViewed.client'

/** The vehicle page's tiny island: records this car as recently viewed (issue 13); renders nothing. */
export function RecordView({ vehicleId }: { vehicleId: number }) {
  useEffect(() => {
    void recordView(vehicleId)
  }, [vehicleId])
  return null
}
