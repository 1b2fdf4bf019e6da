'use client'
import { useCallback, useRef, useState, type KeyboardEvent } from 'react'
import { showThumbnails } from './gallery'
import type { ShownSlide } from './slideImages'
import { useDialogFocus } from './useDialogFocus.client'

/** `sizes` overrides the slide's own (the full-screen dialog is 100vw). */
function SlideView({ slide, title, index, total, sizes }: { slide: ShownSlide; title: string; index: number; total: number; sizes?: string }) {
  if (slide.kind === 'placeholder') return <div className="flex h-full items-center justify-center bg-slate-200 text-lg font-semibold text-slate-800">New arrival: photos coming soon</div>
  if (slide.kind === 'video') return <video controls preload="none" poster={slide.poster ?? undefined} className="h-full w-full bg-black object-contain" aria-label={`${title} video`}><source src={slide.url} /></video>
  // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, computed on the server (slideImages.ts)
  return <img {...slide.main} alt={`${title} photo ${index + 1} of ${total}`} sizes={sizes ?? slide.main.sizes} className="object-cover" />
}

function Arrows({ index, count, go, label }: { index: number; count: number; go: (i: number) => void; label: string }) {
  const style = 'absolute top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-2xl text-slate-900 shadow disabled:opacity-40'
  return (
    <>
      <button type="button" className={`${style} left-2`} onClick={() => go(index - 1)} disabled={index === 0} aria-label={`Previous ${label}`} data-step="-1">‹</button>
      <button type="button" className={`${style} right-2`} onClick={() => go(index + 1)} disabled={index >= count - 1} aria-label={`Next ${label}`} data-step="1">›</button>
    </>
  )
}

/** The image gallery with thumbnails (above 3 images) and a keyboard-navigable full-screen dialog (INV §4 Gallery). */
export function Gallery({ slides, title }: { slides: ShownSlide[]; title: string }) {
  const [index, setIndex] = useState(0)
  // Slides past the next one hold no <img> until the shopper gets near them: the page's HTML
  // carries two images' markup instead of every photo's srcset.
  const [reach, setReach] = useState(1)
  const [open, setOpen] = useState(false)
  const dialogRef = useRef<HTMLDivElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDialogFocus(dialogRef, open, close)
  const go = (i: number) => {
    const next = Math.min(slides.length - 1, Math.max(0, i))
    setIndex(next)
    setReach((r) => Math.max(r, next + 1))
  }
  const onDialogKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1)
    if (event.key === 'ArrowRight') go(index + 1)
  }
  const current = slides[index] ?? slides[0]
  return (
    <div data-testid="gallery">
      {/* data-step*: the arrows answer before the page's scripts run (site/http/pageLoader.mjs, showStep) */}
      <div className="relative aspect-[3/2] overflow-hidden rounded bg-slate-100" data-steps="">
        <div className="flex h-full transition-transform duration-300" style={{ transform: `translateX(-${index * 100}%)` }} data-step-strip="">
          {slides.map((slide, i) => (
            <div key={i} className="relative h-full w-full shrink-0" inert={i !== index} data-slide={slide.kind} data-step-slide="">
              {i <= reach ? <SlideView slide={slide} title={title} index={i} total={slides.length} /> : null}
            </div>
          ))}
        </div>
        {current?.kind === 'image' ? <button type="button" onClick={() => setOpen(true)} className="absolute bottom-2 right-2 rounded bg-black/75 px-3 py-2 text-sm font-semibold text-white" data-testid="open-fullscreen">View full screen</button> : null}
        {slides.length > 1 ? <Arrows index={index} count={slides.length} go={go} label="photo" /> : null}
        <p className="absolute bottom-2 left-2 rounded bg-black/75 px-2 py-1 text-xs text-white" aria-live="polite" data-testid="gallery-position" data-step-position="" suppressHydrationWarning>{index + 1} / {slides.length}</p>
      </div>
      {showThumbnails(slides) ? (
        <ul className="relative mt-2 flex gap-2 overflow-x-auto" aria-label="Thumbnails" data-testid="thumbnails">
          {slides.map((slide, i) => (
            <li key={i} className="shrink-0">
              <button type="button" onClick={() => go(i)} aria-current={i === index} aria-label={`Show ${slide.kind === 'video' ? 'video' : `photo ${i + 1}`}`} className={`relative block h-16 w-24 overflow-hidden rounded border-2 ${i === index ? 'border-brand-dark' : 'border-transparent'}`}>
                {/* eslint-disable-next-line @next/next/no-img-element -- as SlideView */}
                {slide.kind === 'image' ? <img {...slide.thumb} alt="" className="h-full w-full object-cover" /> : <span className="flex h-full items-center justify-center bg-slate-800 text-xs text-white">{slide.kind === 'video' ? '▶ Video' : 'Photo'}</span>}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open && current ? (
        <div ref={dialogRef} role="dialog" aria-modal="true" aria-label={`${title} photos`} onKeyDown={onDialogKey} className="fixed inset-0 z-50 flex flex-col bg-black/95 p-4" data-testid="gallery-dialog">
          <div className="flex items-center justify-between text-white">
            <p aria-live="polite">{index + 1} / {slides.length}</p>
            <button type="button" onClick={close} className="h-11 rounded bg-white px-4 font-semibold text-slate-900">Close</button>
          </div>
          <div className="relative mt-4 flex-1">
            <SlideView slide={current} title={title} index={index} total={slides.length} sizes="100vw" />
            <Arrows index={index} count={slides.length} go={go} label="photo" />
          </div>
        </div>
      ) : null}
    </div>
  )
}
