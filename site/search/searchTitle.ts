import { plural } from '../rules/copy'
import type { SearchUrlState } from '../rules/searchUrl'

export const CAR_TYPE_LABELS: Readonly<Record<string, string>> = { new: 'New', used: 'Used', demo: 'Demo' }

/** The page heading of a search: "Used Mazda CX-5 vehicles for sale at Harbourside" style (at one location, else one dealership). */
export function searchTitle(state: SearchUrlState, noun: string): string {
  const types = state.refinements.car_type ?? []
  const type = types.length === 1 ? `${CAR_TYPE_LABELS[types[0] as string] ?? ''} ` : ''
  const what = [...(state.refinements.make ?? []), ...(state.refinements.model ?? [])].join(' ')
  const one = (values: string[] | undefined) => (values?.length === 1 ? values[0] : undefined)
  const place = one(state.refinements.location_name) ?? one(state.refinements.dealership_name)
  const where = place ? ` at ${place}` : ''
  return `${type}${what ? `${what} ` : ''}${plural(noun)} for sale${where}`.replace(/^./, (c) => c.toUpperCase())
}
