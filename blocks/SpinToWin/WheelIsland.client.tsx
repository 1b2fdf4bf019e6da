'use client'
import dynamic from 'next/dynamic'

/** The wheel's own chunk, fetched only on a page with a Spin to Win block. */
export const SpinWheel = dynamic(() => import('./Wheel.client').then((m) => m.SpinWheel))
