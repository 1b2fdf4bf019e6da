import type { SearchUrlState } from '../rules/searchUrl'

export const CAR_TYPE_LABELS: Readonly<Record<string, string>> = { new: 'New', used: 'Used', demo: 'Demo' }

/** The page heading of a search: "Used Mazda CX-5 vehicles for sale at Harbourside" style. */
export function searchTitle(state: SearchUrlState, noun: string): string {
  const types = state.refinements.car_type ?? []
  const type = types.length === 1 ? `${CAR_TYPE_LABELS[types[0] as string] ?? ''} ` : ''
  const what = [...(state.refinements.make ?? []), ...(state.refinements.model ?? [])].join(' ')
  const where = state.refinements.location_name?.length === 1 ? ` at ${state.refinements.location_name[0]}` : ''
  return `${type}${what ? `${what} ` : ''}${noun}s for sale${where}`.replace(/^./, (c) => c.toUpperCase())
}
