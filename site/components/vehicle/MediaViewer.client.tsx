'use client'
import { useState } from 'react'
import type { Hotspot } from '../../vehicles/vehicleView'
import { Gallery } from './Gallery.client'
import type { ShownSlide } from './slideImages'
import { SpinViewer } from './SpinViewer.client'

type View = 'spinner' | 'gallery' | 'interior'
type Props = {
  slides: ShownSlide[]
  title: string
  frames: string[]
  interior: string | null
  defaultView: View
  autoRotate: boolean
  intervalMs: number
  hotspots: { exterior: Hotspot[]; interior: Hotspot[] }
}

const LABELS: Record<View, string> = { spinner: 'Spin', gallery: 'Images', interior: 'Interior' }

/** Spin / Images / Interior toggle (INV §2, §4 Spin viewer); the gallery returns to its first slide when left. */
export function MediaViewer({ slides, title, frames, interior, defaultView, autoRotate, intervalMs, hotspots }: Props) {
  const views: View[] = [...(frames.length ? (['spinner'] as const) : []), 'gallery', ...(interior ? (['interior'] as const) : [])]
  const [view, setView] = useState<View>(views.includes(defaultView) ? defaultView : 'gallery')
  return (
    <div>
      <div role="group" aria-label="Media view" className="mb-2 flex gap-2">
        {views.map((v) => (
          <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)} className={`h-11 rounded px-4 text-sm font-semibold ${view === v ? 'bg-brand-dark text-white' : 'border border-slate-400 text-slate-900'}`}>{LABELS[v]}</button>
        ))}
      </div>
      {view === 'spinner' ? <SpinViewer frames={frames} title={title} autoRotate={autoRotate} intervalMs={intervalMs} hotspots={hotspots.exterior} /> : null}
      {view === 'gallery' ? <Gallery slides={slides} title={title} /> : null}
      {view === 'interior' && interior ? (
        <div className="relative aspect-[3/2] overflow-x-auto rounded bg-slate-100" data-testid="spin-interior" tabIndex={0} aria-label={`${title} interior, scroll to look around`}>
          {/* eslint-disable-next-line @next/next/no-img-element -- an unoptimised panorama: next/image would add only client code */}
          <img src={interior} alt={`${title} interior`} className="absolute inset-0 h-full w-full object-cover" />
        </div>
      ) : null}
    </div>
  )
}
