import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contrastWithWhite, validateBrandColour } from '../../../site/theme/contrast'

describe('brand colour contrast', () => {
  it.each([
    ['#000000', 21],
    ['#ffffff', 1],
    ['#767676', 4.54],
  ])('%s against white is %s:1', (hex, ratio) => {
    expect(contrastWithWhite(hex)).toBeCloseTo(ratio, 2)
  })
  it('accepts AA colours and empty values, rejects light or malformed ones with a reason', () => {
    expect(validateBrandColour('#0b4f8a')).toBe(true)
    expect(validateBrandColour('#767676')).toBe(true)
    expect(validateBrandColour(null)).toBe(true)
    expect(validateBrandColour('#777777')).toMatch(/^Contrast with white is 4\.48:1/)
    expect(validateBrandColour('red')).toBe('Use a hex colour like #0b4f8a')
  })
  it('every demo brand colour passes', () => {
    const seeds = fs.readFileSync('scripts/seed/sites.ts', 'utf8')
    const colours = [...seeds.matchAll(/colour: '(#[0-9a-f]{6})'/g)].map((m) => m[1] as string)
    expect(colours.length).toBeGreaterThan(2)
    for (const colour of colours) expect(validateBrandColour(colour)).toBe(true)
  })
})

describe('Tailwind theme', () => {
  it('uses the spec breakpoints (FIN §9): xs 400, sm 576, md 768, lg 992, xl 1200, xxl 1400', () => {
    const css = fs.readFileSync('app/(site)/globals.css', 'utf8')
    const breakpoints = Object.fromEntries([...css.matchAll(/--breakpoint-([a-z]+): (\d+)px;/g)].map((m) => [m[1], Number(m[2])]))
    expect(breakpoints).toEqual({ xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 })
  })
})
