import { describe, expect, it } from 'vitest'
import { lockViolations } from '../../../blocks/lockedBlocks'

const block = (id: string, extra: Record<string, unknown> = {}) => ({ type: 'TextSection', props: { id, heading: id, ...extra } })
const layout = (...content: unknown[]) => ({ root: { props: {} }, content })
const legal = block('legal', { locked: true, body: 'Prices include GST' })

describe('lockViolations', () => {
  it('allows edits around a locked block, including moving other blocks past it', () => {
    const stored = layout(block('a'), legal, block('b'))
    expect(lockViolations(stored, layout(block('b', { heading: 'New' }), block('c'), legal))).toEqual([])
  })

  it('compares props with defaults filled and key order ignored', () => {
    const defaults = () => ({ width: 'narrow' })
    const next = { type: 'TextSection', props: { width: 'narrow', body: 'Prices include GST', locked: true, heading: 'legal', id: 'legal' } }
    expect(lockViolations(layout(legal), layout(next), defaults)).toEqual([])
  })

  it('names a removed, changed or unlocked block', () => {
    expect(lockViolations(layout(block('a'), legal), layout(block('a')))).toEqual(['Block "TextSection" (position 2) is locked and cannot be removed'])
    expect(lockViolations(layout(legal), layout(block('legal', { locked: true, body: 'No GST' })))).toEqual(['Block "TextSection" (position 1) is locked and cannot be changed'])
    expect(lockViolations(layout(legal), layout(block('legal', { locked: false, body: 'Prices include GST' })))).toEqual(['Block "TextSection" (position 1) is locked and cannot be changed'])
  })

  it('rejects reordering locked blocks among themselves', () => {
    const other = block('terms', { locked: true })
    expect(lockViolations(layout(legal, other), layout(other, legal))).toEqual(['Locked blocks cannot be moved'])
  })

  it('rejects a block locked by the editor', () => {
    expect(lockViolations(layout(block('a')), layout(block('a', { locked: true })))).toEqual(['Block "TextSection" (position 1): only platform staff can lock blocks'])
    expect(lockViolations(undefined, layout(block('n', { locked: true })))).toHaveLength(1)
  })
})

describe('lockViolations inside slots', () => {
  const columns = (left: unknown[]) => ({ type: 'Columns', props: { id: 'cols', ratio: '1-1', left, right: [] } })
  it('protects a locked block nested in a slot, while the rest of the slot stays editable', () => {
    const stored = layout(columns([block('a'), legal]))
    expect(lockViolations(stored, layout(columns([legal, block('b')])))).toEqual([])
    const removed = ['Block "Columns" (position 1) slot "left": Block "TextSection" (position 2) is locked and cannot be removed']
    expect(lockViolations(stored, layout(columns([block('a')])))).toEqual(removed)
    expect(lockViolations(stored, layout())).toEqual(removed)
    expect(lockViolations(layout(columns([])), layout(columns([block('x', { locked: true })])))).toEqual(['Block "Columns" (position 1) slot "left": Block "TextSection" (position 1): only platform staff can lock blocks'])
  })
})
