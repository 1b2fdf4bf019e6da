'use client'
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { useHydrated } from '../useHydrated'
import { frameAfterDrag } from './gallery'
import type { Hotspot } from '../../vehicles/vehicleView'

type Props = { frames: string[]; title: string; autoRotate: boolean; intervalMs: number; hotspots: Hotspot[] }

/** Loads every frame; failures are only logged (INV §4, §8). */
function useFramesLoaded(frames: string[]): boolean {
  const [loaded, setLoaded] = useState(0)
  useEffect(() => {
    let done = 0
    const images = frames.map((src) => {
      const image = new window.Image()
      const finish = () => setLoaded(++done)
      image.onload = finish
      image.onerror = () => { console.warn(`spin frame failed to load: ${src}`); finish() }
      image.src = src
      return image
    })
    return () => images.forEach((image) => { image.onload = null; image.onerror = null })
  }, [frames])
  return loaded >= frames.length
}

/** Optional auto-rotate: one full turn at the interval, then stop (INV §4, §9 100 ms). */
function useAutoRotate(enabled: boolean, frames: number, intervalMs: number, setFrame: (update: (f: number) => number) => void) {
  useEffect(() => {
    if (!enabled || frames < 2) return
    let steps = 0
    const timer = window.setInterval(() => {
      setFrame((f) => (f + 1) % frames)
      if (++steps >= frames) window.clearInterval(timer)
    }, intervalMs)
    return () => window.clearInterval(timer)
  }, [enabled, frames, intervalMs, setFrame])
}

/**
 * The 360 spin: drag or left/right arrows, 20 px per frame; Swipe to spin until the first interaction (INV §4).
 * The server's HTML is the first frame: the page's scripts come at the shopper's first interaction
 * (site/http/pageLoader.mjs), and only then are the other frames fetched, under "Loading 360 view…".
 * An auto-rotating spin turns by itself, so it asks for the scripts at once (`data-scripts-by`).
 */
export function SpinViewer({ frames, title, autoRotate, intervalMs, hotspots }: Props) {
  const running = useHydrated()
  const [frame, setFrame] = useState(0)
  const [touched, setTouched] = useState(false)
  const drag = useRef<{ x: number; frame: number } | null>(null)
  const ready = useFramesLoaded(frames)
  useAutoRotate(ready && autoRotate && !touched, frames.length, intervalMs, setFrame)
  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    setTouched(true)
    drag.current = { x: e.clientX, frame }
    e.currentTarget.setPointerCapture?.(e.pointerId)
  }
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setFrame(frameAfterDrag(drag.current.frame, e.clientX - drag.current.x, frames.length))
  }
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    e.preventDefault()
    setTouched(true)
    setFrame((f) => frameAfterDrag(f, step, frames.length, 1))
  }
  const visible = hotspots.filter((h) => h.anchors.some((a) => a.activeAngle === frame))
  return (
    <div
      role="slider" tabIndex={0} aria-label={`${title} 360 view, use left and right arrows to rotate`} aria-valuemin={1} aria-valuemax={frames.length} aria-valuenow={frame + 1}
      onPointerDown={onDown} onPointerMove={onMove} onPointerUp={() => { drag.current = null }} onPointerCancel={() => { drag.current = null }} onKeyDown={onKey}
      className="relative aspect-[3/2] cursor-grab touch-pan-y select-none overflow-hidden rounded bg-slate-100" data-testid="spin-viewer" data-frame={frame} data-scripts-by={autoRotate ? 0 : undefined}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- unoptimised frames: next/image would add only client code */}
      {frames[frame] ? <img src={frames[frame]} alt={`${title}, angle ${frame + 1} of ${frames.length}`} fetchPriority="high" draggable={false} className="pointer-events-none absolute inset-0 h-full w-full object-cover" /> : null}
      {visible.map((h) => {
        const anchor = h.anchors.find((a) => a.activeAngle === frame)
        return <span key={h.id} className="absolute rounded bg-white/95 px-2 py-1 text-xs text-slate-900 shadow" style={{ left: `${anchor?.posX ?? 0}%`, top: `${anchor?.posY ?? 0}%` }}>{h.description}</span>
      })}
      {running && !ready ? <p className="absolute inset-0 flex items-center justify-center bg-white/70 font-semibold text-slate-900" data-testid="spin-loading">Loading 360 view…</p> : null}
      {ready && !touched ? <p className="pointer-events-none absolute bottom-3 left-1/2 -translate-x-1/2 rounded bg-black/75 px-3 py-1 text-sm text-white" data-testid="spin-hint">Swipe to spin</p> : null}
    </div>
  )
}
