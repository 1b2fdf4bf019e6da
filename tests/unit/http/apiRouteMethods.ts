import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ROUTE_METHODS, type RouteMethod } from '../../../site/http/methodNotAllowed'

/** `ownOptions`: the route answers OPTIONS itself (Payload's CORS answer); otherwise the catch-all answers with its `Allow`. */
export type ApiRoute = { file: string; url: string; served: RouteMethod[]; refused: RouteMethod[]; ownOptions: boolean }

/** Both runners start in the repository's root. Each module is named by its address under /api (app/_api/ownRoutes.ts). */
const ROOT = path.resolve('app/_api/routes')
/** A value for each dynamic segment (the search API's index and facet). */
const SAMPLE_PARAMS: Record<string, string> = { index: 'vehicles', facet: 'make' }

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? routeFiles(full) : entry.name.endsWith('.ts') ? [full] : []
  })
}

/** Our own API routes (app/_api/routes): the methods each serves and the ones it refuses through `otherMethods`. */
export function apiRoutes(): ApiRoute[] {
  return routeFiles(ROOT)
    .map((file) => {
      const source = readFileSync(file, 'utf8')
      const served = ROUTE_METHODS.filter((m) => new RegExp(`export (async )?(function|const) ${m}\\b`).test(source))
      const refused = ROUTE_METHODS.filter((m) => new RegExp(`export const \\{[^}]*\\b${m}\\b[^}]*\\} = otherMethods\\(`).test(source))
      const segments = path.relative(ROOT, file).replace(/\.ts$/, '').split(path.sep).map((s) => s.replace(/^\[(\w+)\]$/, (_, name: string) => SAMPLE_PARAMS[name] ?? name))
      const ownOptions = /export (async )?(function|const) OPTIONS\b/.test(source)
      return { file: path.relative(process.cwd(), file), url: `/api/${segments.join('/')}`, served, refused, ownOptions }
    })
}
