/**
 * Which client islands a route ships is decided by its server code's imports, not by what it
 * renders: the bundler (Turbopack) gives a route every `*.client` module its server code can reach,
 * through static imports and through `import()` calls that never run alike. Every route reaches the
 * Payload config, so anything the Payload config reaches ships on every shopper page; a CMS page's
 * renderer must not reach the vehicle sections. These tests walk the same import graph (TypeScript's
 * own resolution, `import type` left out) and stop at client modules, as the bundler's server graph does.
 */
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { registry } from '@/blocks/registry'

const ROOT = process.cwd()
const { config } = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile)
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT)

/** `import type {…}`, `import { type A, type B }` and `export type {…}`: erased, nothing to bundle. */
function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly
  const clause = node.importClause
  if (!clause) return false
  if (clause.isTypeOnly) return true
  const named = clause.namedBindings
  return !clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((element) => element.isTypeOnly)
}

/** The project's own modules `file` imports at run time (static or `import()`), resolved like tsc does. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, true)
  const specifiers: string[] = []
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!typeOnly(node)) specifiers.push(node.moduleSpecifier.text)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      specifiers.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specifiers
    .map((specifier) => ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule?.resolvedFileName)
    .filter((resolved): resolved is string => Boolean(resolved) && !resolved!.includes('node_modules') && !resolved!.endsWith('.d.ts'))
}

/** Every project module reachable from `entry` on the server, client modules included but not walked into. */
function reach(entry: string): Set<string> {
  const seen = new Set<string>([path.join(ROOT, entry)])
  const queue = [...seen]
  while (queue.length) {
    const file = queue.shift() as string
    if (/\.client\.tsx?$/.test(file)) continue
    for (const next of importsOf(file)) {
      if (!seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
    }
  }
  return new Set([...seen].map((file) => path.relative(ROOT, file)))
}

const islands = (files: Set<string>) => [...files].filter((file) => /\.client\.tsx?$/.test(file)).sort()
const vehicleSections = Object.entries(registry).filter(([, entry]) => entry.placement === 'vehicle').map(([name]) => `blocks/${name}/Component.tsx`)

describe('which islands a route can reach', () => {
  it('the walk follows static imports and import() calls, and stops at type-only imports', () => {
    const fromCarsRoute = reach('app/(site)/s/[host]/cars/[slug]/page.tsx')
    expect(fromCarsRoute.has('blocks/VehicleMedia/Component.tsx')).toBe(true) // through an import() in blocks/loaders/vehicle.ts
    expect(islands(fromCarsRoute)).toContain('site/components/vehicle/MediaViewer.client.tsx')
    expect(reach('blocks/RenderLayout.tsx').has('blocks/loaders/types.ts')).toBe(false) // `import type` only
    expect(reach('blocks/RenderLayout.tsx').has('blocks/blockTypes.ts')).toBe(true)
  })

  it('the Payload config reaches no client island and no block component (it would ship on every page)', () => {
    const fromConfig = reach('payload.config.ts')
    expect(fromConfig.has('blocks/registry.ts')).toBe(true)
    expect(islands(fromConfig)).toEqual([])
    expect([...fromConfig].filter((file) => /^blocks\/\w+\/Component\.tsx$/.test(file))).toEqual([])
  })

  it('a CMS page reaches the blocks placed on pages but no vehicle section', () => {
    const fromCmsPage = reach('app/(site)/s/[host]/[[...path]]/page.tsx')
    expect(fromCmsPage.has('blocks/Hero/Component.tsx')).toBe(true)
    expect(vehicleSections.length).toBeGreaterThan(10)
    expect(vehicleSections.filter((file) => fromCmsPage.has(file))).toEqual([])
    expect(islands(fromCmsPage)).not.toContain('site/components/vehicle/MediaViewer.client.tsx')
  })

  it('the page builder reaches every block’s islands: its previews render any block (a server action the view hands down)', () => {
    const fromEditor = reach('admin/PageBuilder/PageBuilderView.tsx')
    expect(Object.keys(registry).filter((name) => !fromEditor.has(`blocks/${name}/Component.tsx`))).toEqual([])
    expect(islands(fromEditor)).toContain('site/components/vehicle/MediaViewer.client.tsx')
  })

  it('a blog post reaches no block component at all', () => {
    expect([...reach('app/(site)/s/[host]/blog/[slug]/page.tsx')].filter((file) => /^blocks\/\w+\/Component\.tsx$/.test(file))).toEqual([])
  })
})
