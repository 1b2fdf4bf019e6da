'use client'

import { createUsePuck, useGetPuck } from '@puckeditor/core'
import { useId, useState, type CSSProperties } from 'react'
import { useHydrated } from '../../site/components/useHydrated'
import type { PuckConfig, PuckData } from '../../blocks/blockTypes'
import type { EditorBlock } from './editorData'

const usePuck = createUsePuck<PuckConfig>()
const control: CSSProperties = { padding: '6px 8px', borderRadius: 4, border: '1px solid #94a3b8', fontSize: 14, background: '#fff', color: '#0f172a' }

/**
 * A keyboard path to add a block (besides dragging): appends it to the page and selects it for
 * editing. Disabled until hydrated: a block chosen in the server HTML was reset to the first one by
 * hydration, so Add block then added a Hero (seen in CI on a loaded machine).
 */
export function InsertBlock({ blocks }: { blocks: EditorBlock[] }) {
  const id = useId()
  const hydrated = useHydrated()
  const dispatch = usePuck((s) => s.dispatch)
  const count = usePuck((s) => s.appState.data.content.length)
  const [type, setType] = useState(blocks[0]?.name ?? '')
  const add = () => {
    dispatch({ type: 'insert', componentType: type, destinationIndex: count, destinationZone: 'root:default-zone' })
    dispatch({ type: 'setUi', ui: { itemSelector: { index: count, zone: 'root:default-zone' } } })
  }
  return (
    <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      <label htmlFor={id} style={{ fontSize: 14 }}>Block</label>
      <select id={id} style={control} value={type} disabled={!hydrated} onChange={(e) => setType(e.target.value)}>
        {blocks.map((b) => <option key={b.name} value={b.name}>{b.label}</option>)}
      </select>
      <button type="button" style={control} onClick={add} disabled={!hydrated}>Add block</button>
    </span>
  )
}

/** Publish as a real button (Puck's own header action is not one), publishing the current data (Puck's getter is untyped; the data is this config's). */
export function PublishButton({ onPublish }: { onPublish: (data: PuckData) => void }) {
  const getPuck = useGetPuck()
  return (
    <button type="button" style={{ ...control, background: '#1d4ed8', borderColor: '#1d4ed8', color: '#fff', fontWeight: 600 }} onClick={() => onPublish(getPuck().appState.data as PuckData)}>
      Publish
    </button>
  )
}
