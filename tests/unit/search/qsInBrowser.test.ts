import { describe, expect, it } from 'vitest'
import qs, { parse, stringify } from '../../../site/search/qsInBrowser'
import nextConfig from '../../../next.config'

describe('qs in the browser', () => {
  it('is aliased to the stand-in for browser bundles only', () => {
    expect(nextConfig.turbopack?.resolveAlias?.qs).toEqual({ browser: './site/search/qsInBrowser.ts' })
  })

  it('fails at once, naming what to do, if a router ever used the default URL format', () => {
    expect(() => stringify()).toThrow(/createURL and parseURL/)
    expect(() => parse()).toThrow(/createURL and parseURL/)
    expect(qs.stringify).toBe(stringify)
    expect(qs.parse).toBe(parse)
  })
})
