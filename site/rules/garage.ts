/** Garage (watchlist) feature switch (INV §5 Garage feature; variants `watchlist.garage`). */

/** The platform's lists, as data: sites (ids or slugs) with the garage on, and sites always off. */
export type GarageLists = { enabledSites: readonly string[]; excludedSites: readonly string[]; globalFlag: boolean }

/** On for a listed site or when the global flag is set; an excluded site is always off (INV §5). */
export function isGarageEnabled(site: string, lists: GarageLists): boolean {
  if (lists.excludedSites.includes(site)) return false
  return lists.globalFlag || lists.enabledSites.includes(site)
}

/** The same rule from the site's own setting: 'on' = listed, 'off' = excluded, 'inherit' = the global flag. */
export function garageFromSetting(setting: 'inherit' | 'on' | 'off', globalFlag: boolean): boolean {
  if (setting === 'off') return false
  return setting === 'on' || globalFlag
}
