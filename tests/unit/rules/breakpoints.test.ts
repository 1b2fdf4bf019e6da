import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { activeBreakpoint, BREAKPOINTS, DOWN_BREAKPOINTS, mediaQuery, tailwindBreakpoints } from '../../../site/rules/breakpoints'

describe('breakpoints (FIN §9)', () => {
  it('are the spec minimum widths and down maximum widths', () => {
    expect(BREAKPOINTS).toEqual({ xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 })
    expect(DOWN_BREAKPOINTS).toEqual({ 'sm-down': 576, 'md-down': 768, 'lg-down': 992, 'xl-down': 1200 })
  })

  it.each([
    ['xs', '(min-width: 400px)'],
    ['lg', '(min-width: 992px)'],
    ['xxl', '(min-width: 1400px)'],
    ['sm-down', '(max-width: 576px)'],
    ['xl-down', '(max-width: 1200px)'],
  ] as const)('%s → %s', (name, query) => expect(mediaQuery(name)).toBe(query))

  it.each([
    [0, null],
    [399, null],
    [400, 'xs'],
    [575, 'xs'],
    [576, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [991, 'md'],
    [992, 'lg'],
    [1199, 'lg'],
    [1200, 'xl'],
    [1399, 'xl'],
    [1400, 'xxl'],
    [4000, 'xxl'],
  ])('width %i → %s', (width, name) => expect(activeBreakpoint(width)).toBe(name))

  it('are the Tailwind theme, and app/(site)/globals.css says the same', () => {
    const theme = tailwindBreakpoints()
    expect(theme).toEqual({
      '--breakpoint-xs': '400px',
      '--breakpoint-sm': '576px',
      '--breakpoint-md': '768px',
      '--breakpoint-lg': '992px',
      '--breakpoint-xl': '1200px',
      '--breakpoint-xxl': '1400px',
    })
    const css = fs.readFileSync('app/(site)/globals.css', 'utf8')
    const declared = Object.fromEntries([...css.matchAll(/(--breakpoint-[a-z]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]))
    expect(declared).toEqual(theme)
  })
})
