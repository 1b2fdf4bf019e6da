import { useId, useState } from 'react'
import { useRange } from 'react-instantsearch'
import { rangeBounds, refineRange, sliderPosition, sliderStep, type RangeValue } from '../../../site/rules/rangeSlider'
import { SLIDER_DEBOUNCE_MS, type RangeFacet } from '../../../site/rules/searchConstants'
import { withRange } from '../../../site/rules/searchUrl'
import { useSearchNavigation } from './navigation'
import { useDebounced } from './useDebounced'

type Side = 'min' | 'max'

/**
 * A range facet as two labelled number inputs (keyboard: arrows step by range / 100). Changes
 * reach the URL after 400 ms through the slider rules: snapping, bounds, min ≤ max (INV §5).
 */
export function RangeFilter({ attribute, label }: { attribute: RangeFacet; label: string }) {
  const { range } = useRange({ attribute })
  const { state, go } = useSearchNavigation()
  const id = useId()
  const bounds = rangeBounds(attribute, range)
  const current: RangeValue = state.ranges[attribute] ?? {}
  const position = sliderPosition(current, bounds)
  const [draft, setDraft] = useState<Partial<Record<Side, string>>>({})
  const apply = useDebounced((next: RangeValue) => {
    setDraft({})
    const result = refineRange(attribute, current, next, bounds)
    if (!result.ok) return console.info(result.note) // INV §8: out-of-range input is ignored with a console note
    go(withRange(state, attribute, result.value))
  }, SLIDER_DEBOUNCE_MS)
  const change = (side: Side, text: string) => {
    setDraft({ ...draft, [side]: text })
    const value = text === '' ? undefined : Number(text)
    apply.run({ min: position.min, max: position.max, [side]: value })
  }
  const input = (side: Side, name: string) => (
    <div className="flex-1">
      <label htmlFor={`${id}-${side}`} className="block text-sm text-slate-700">{name} {label.toLowerCase()}</label>
      <input id={`${id}-${side}`} type="number" inputMode="numeric" min={bounds.min} max={bounds.max} step={sliderStep(bounds)} value={draft[side] ?? position[side]} onChange={(e) => change(side, e.target.value)} className="w-full rounded border border-slate-500 px-2 py-1" />
    </div>
  )
  return (
    <fieldset className="mb-4 border-b border-slate-200 pb-3">
      <legend className="font-semibold">{label}</legend>
      <div className="mt-2 flex gap-2">
        {input('min', 'Minimum')}
        {input('max', 'Maximum')}
      </div>
    </fieldset>
  )
}
