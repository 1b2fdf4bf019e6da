/**
 * The stylesheet URLs of the shopper site, so the editor canvas shows the site's own CSS. Read from
 * the build's entry for the site's page route (its client reference manifest lists the CSS each
 * layout loads), once per process: no request to the app itself. Empty before a build.
 */
import fs from 'node:fs'
import path from 'node:path'

/** The site's catch-all page route: its manifest names the CSS of the site layouts above it. */
const ENTRY = path.join('server', 'app', '(site)', 's', '[host]', '[[...path]]', 'page_client-reference-manifest.js')
const DIST_DIRS = ['.next', path.join('.next', 'dev')]

/** Every stylesheet a client reference manifest names, as the URLs the browser loads. */
export function stylesheetsOfManifest(manifest: string): string[] {
  const paths = [...manifest.matchAll(/"path":"(static\/[^"]+?\.css)"/g)].map((m) => `/_next/${m[1]}`)
  return [...new Set(paths)]
}

let known: string[] | null = null

export function siteStylesheets(root = process.cwd()): string[] {
  if (known) return known
  for (const dist of DIST_DIRS) {
    const file = path.join(root, dist, ENTRY)
    if (fs.existsSync(file)) return (known = stylesheetsOfManifest(fs.readFileSync(file, 'utf8')))
  }
  return [] // not built yet (nothing remembered: a build may come)
}
