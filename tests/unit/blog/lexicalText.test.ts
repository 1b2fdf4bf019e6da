import { describe, expect, it } from 'vitest'
import { lexicalFromParagraphs, plainTextOf } from '../../../site/blog/lexicalText'

describe('lexical text', () => {
  it('round-trips headings and paragraphs as lines', () => {
    const state = lexicalFromParagraphs(['## Before you buy', 'Check the service history.', 'Ask for the PPSR.'])
    expect(state.root.children.map((c) => c.type)).toEqual(['heading', 'paragraph', 'paragraph'])
    expect(plainTextOf(state)).toBe('Before you buy\nCheck the service history.\nAsk for the PPSR.')
  })
  it('reads nested nodes and ignores what is not an editor state', () => {
    const state = { root: { type: 'root', children: [{ type: 'list', children: [{ type: 'listitem', children: [{ type: 'text', text: 'a' }, { type: 'link', children: [{ type: 'text', text: 'b' }] }] }] }] } }
    expect(plainTextOf(state)).toBe('ab')
    expect(plainTextOf(null)).toBe('')
    expect(plainTextOf({ root: 'x' })).toBe('')
    expect(plainTextOf('text')).toBe('')
  })
})
