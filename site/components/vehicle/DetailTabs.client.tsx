'use client'
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { tabIndexAfterKey } from '../../rules/detailTabs'

type Tab = { id: string; label: string }

/**
 * WAI-ARIA tabs over server-rendered panels: every panel is in the HTML (crawlers and no-JS
 * readers get all of it); the island only switches which one shows. Arrow keys wrap, Home and
 * End jump, and focus follows the selection (roving tabindex).
 */
export function DetailTabs({ idPrefix, tabs, panels }: { idPrefix: string; tabs: Tab[]; panels: ReactNode[] }) {
  const [selected, setSelected] = useState(0)
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  const onKey = (event: KeyboardEvent) => {
    const next = tabIndexAfterKey(event.key, selected, tabs.length)
    if (next === null) return
    event.preventDefault()
    setSelected(next)
    buttons.current[next]?.focus()
  }
  return (
    <div>
      <div role="tablist" aria-label="Vehicle details" className="relative flex gap-1 overflow-x-auto border-b border-slate-300" onKeyDown={onKey}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => { buttons.current[i] = el }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            aria-selected={i === selected}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            className={`h-11 shrink-0 whitespace-nowrap border-b-2 px-3 text-sm font-semibold ${i === selected ? 'border-brand-dark text-brand-dark' : 'border-transparent text-slate-700'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.id} role="tabpanel" id={`${idPrefix}-panel-${tab.id}`} aria-labelledby={`${idPrefix}-tab-${tab.id}`} hidden={i !== selected} tabIndex={0} className="pt-3">
          {panels[i]}
        </div>
      ))}
    </div>
  )
}
