'use client'
import { Link } from './Link'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { BrandMenuView } from '../rules/brands'
import { BrandLogo } from './BrandLogo'

export function BrandEntries({ groups, idPrefix, onPick }: { groups: BrandMenuView['groups']; idPrefix: string; onPick?: () => void }) {
  return groups.map((group, i) => (
    <div key={group.heading}>
      <p id={`${idPrefix}-${i}`} className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-700">{group.heading}</p>
      <ul aria-labelledby={`${idPrefix}-${i}`} className="mt-1">
        {group.entries.map((entry) => (
          <li key={entry.path}>
            <Link href={entry.path} onClick={onPick} className="flex items-center gap-3 rounded px-2 py-1.5 text-slate-900 hover:bg-slate-100 focus-visible:bg-slate-100">
              <BrandLogo mark={entry.mark} />
              <span className="font-medium">{entry.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  ))
}

/**
 * The header's dropdown or mega menu of brands with logos (FIN §2.9), as a disclosure: the button
 * says whether it is open, Escape closes it and returns focus to the button, and so does a click
 * or focus outside. Links are plain links, reachable by Tab in reading order.
 */
export function BrandMenu({ menu }: { menu: BrandMenuView }) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    const away = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', away)
    document.addEventListener('focusin', away)
    return () => {
      document.removeEventListener('pointerdown', away)
      document.removeEventListener('focusin', away)
    }
  }, [open])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.preventDefault()
    setOpen(false)
    button.current?.focus()
  }

  const mega = menu.style === 'mega'
  return (
    <div ref={root} onKeyDown={onKeyDown} className={mega ? '' : 'relative'} data-testid="brand-menu" data-style={menu.style}>
      <button ref={button} type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)} className="flex items-center gap-1 rounded px-3 py-2 font-medium text-slate-800 hover:bg-slate-100">
        {menu.label}
        <span aria-hidden="true" className={`text-xs transition-transform ${open ? 'rotate-180' : ''}`}>▾</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={mega
          ? 'absolute inset-x-0 top-full z-30 border-b border-slate-200 bg-white shadow-lg'
          : 'absolute left-0 top-full z-30 mt-1 w-64 rounded border border-slate-200 bg-white p-2 shadow-lg'}
      >
        <div className={mega ? 'mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:grid-cols-2 lg:grid-cols-4' : 'space-y-2'}>
          <BrandEntries groups={menu.groups} idPrefix={panelId} onPick={() => setOpen(false)} />
        </div>
      </div>
    </div>
  )
}
