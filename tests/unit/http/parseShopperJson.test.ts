import { describe, expect, it } from 'vitest'
import { parseShopperJson } from '../../../site/http/parseShopperJson'

describe('parseShopperJson: shopper JSON without NUL characters (PostgreSQL text cannot hold one)', () => {
  it('takes NUL out of every string and key, at any depth, and leaves everything else as JSON.parse reads it', () => {
    const text = JSON.stringify({ firstName: 'Jo\u0000', utm: { ['utm_\u0000source']: ['a\u0000b', 3, null, true] }, n: 1.5, ok: 'plain' })
    expect(parseShopperJson(text)).toEqual({ firstName: 'Jo', utm: { utm_source: ['ab', 3, null, true] }, n: 1.5, ok: 'plain' })
    const clean = '{"a":[1,{"b":"c"}],"d":"\\\\u0000 is text"}'
    expect(parseShopperJson(clean)).toEqual(JSON.parse(clean))
    expect(parseShopperJson('"\\u0000"')).toBe('')
  })

  it('throws like JSON.parse on text that is not JSON', () => {
    expect(() => parseShopperJson('{')).toThrow(SyntaxError)
    expect(() => parseShopperJson('{"a":"\\u0000"')).toThrow(SyntaxError)
  })
})
