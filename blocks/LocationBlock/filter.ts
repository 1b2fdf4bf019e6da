import type { z } from 'zod'
import type { LocationCard } from '../../site/locations/loadLocationCards'
import { filterLocations } from '../../site/rules/locationFilter'
import type { locationBlockSchema } from './config'

type Options = z.output<typeof locationBlockSchema>

const ids = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean)

/** The block's props as the rules' options (FIN §2.8): the filter itself lives in site/rules. */
export function filterLocationCards(locations: readonly LocationCard[], options: Options): LocationCard[] {
  return filterLocations(locations, {
    filter: options.filter === 'one' ? { locationId: options.locationId } : options.filter,
    manufacturer: options.manufacturer,
    subtype: options.subtype,
    includeIds: ids(options.includeIds),
    excludeIds: ids(options.excludeIds),
  })
}
