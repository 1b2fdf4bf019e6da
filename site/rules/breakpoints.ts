/**
 * Responsive breakpoints (FIN §9): minimum widths xs 400, sm 576, md 768, lg 992, xl 1200,
 * xxl 1400 px; the sm-down … xl-down variants are maximum widths of 576, 768, 992 and 1200 px.
 * The same numbers are the Tailwind theme (`--breakpoint-*` in app/(site)/globals.css; a test
 * keeps them equal).
 */

export const BREAKPOINTS = { xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const
export type Breakpoint = keyof typeof BREAKPOINTS

export const DOWN_BREAKPOINTS = { 'sm-down': 576, 'md-down': 768, 'lg-down': 992, 'xl-down': 1200 } as const
export type DownBreakpoint = keyof typeof DOWN_BREAKPOINTS

/** The CSS media query of a breakpoint: a minimum width, or a maximum width for a -down variant. */
export function mediaQuery(name: Breakpoint | DownBreakpoint): string {
  return name in BREAKPOINTS ? `(min-width: ${BREAKPOINTS[name as Breakpoint]}px)` : `(max-width: ${DOWN_BREAKPOINTS[name as DownBreakpoint]}px)`
}

/** The Tailwind `--breakpoint-*` theme variables, smallest first. */
export const tailwindBreakpoints = (): Record<`--breakpoint-${Breakpoint}`, string> =>
  Object.fromEntries(Object.entries(BREAKPOINTS).map(([name, px]) => [`--breakpoint-${name}`, `${px}px`])) as Record<`--breakpoint-${Breakpoint}`, string>

/** The largest breakpoint whose minimum a width reaches; null below xs. */
export function activeBreakpoint(width: number): Breakpoint | null {
  const reached = (Object.keys(BREAKPOINTS) as Breakpoint[]).filter((name) => width >= BREAKPOINTS[name])
  return reached.at(-1) ?? null
}
