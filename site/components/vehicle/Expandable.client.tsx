'use client'
import { useState, type ReactNode } from 'react'

/** The Show more / less button under a region it controls. */
function Toggle({ controls, open, onToggle, more, less }: { controls: string; open: boolean; onToggle: () => void; more: string; less: string }) {
  return (
    <button type="button" aria-expanded={open} aria-controls={controls} onClick={onToggle} className="mt-2 h-11 font-semibold text-brand-dark underline">
      {open ? less : more}
    </button>
  )
}

/**
 * Show more / less over two server-rendered versions (INV §2 lists, §4 comments): `collapsed` until
 * toggled, then `expanded`. The toggle controls the region it follows.
 */
export function Expandable({ id, collapsed, expanded, more, less }: { id: string; collapsed: ReactNode; expanded: ReactNode; more: string; less: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <div id={id}>{open ? expanded : collapsed}</div>
      <Toggle controls={id} open={open} onToggle={() => setOpen(!open)} more={more} less={less} />
    </>
  )
}

/**
 * Show more / less over one server-rendered list: the list is sent once, its extra items carry
 * `group-data-[open]:…` classes and stay hidden until the toggle sets `data-open` (INV §2 lists).
 */
export function ExpandableList({ id, children, more, less }: { id: string; children: ReactNode; more: string; less: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <div id={id} className="group" data-open={open ? '' : undefined}>{children}</div>
      <Toggle controls={id} open={open} onToggle={() => setOpen(!open)} more={more} less={less} />
    </>
  )
}
