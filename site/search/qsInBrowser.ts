/**
 * What browser bundles get for the `qs` package (next.config.ts, `turbopack.resolveAlias`). Only
 * InstantSearch's default history router imports qs, for its default URL format; the search grid
 * routes with its own router (blocks/SearchGrid/searchHistory.ts, with createURL and parseURL from
 * site/rules/searchUrl.ts), so that format never runs here. Aliased away, qs and what it pulls in
 * (object-inspect, side-channel, get-intrinsic: 16.5 KB compressed in all) leave the search page's
 * JavaScript. A router that relied on the default format would fail at once with this message.
 */
const NOT_BUNDLED = 'qs is not bundled for the browser: give the InstantSearch router its own createURL and parseURL (blocks/SearchGrid/routing.ts)'

function notBundled(): never {
  throw new Error(NOT_BUNDLED)
}

export const stringify = notBundled
export const parse = notBundled

const qs = { stringify, parse }
export default qs
