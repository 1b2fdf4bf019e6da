/**
 * The three layers inside site/ (README › Architecture), for every kind of import, dynamic
 * `import()` and `export … from` included (ESLint's no-restricted-imports sees only static ones):
 * data never reaches the UI (site/components/), and domain (site/rules/, site/config/) reaches
 * neither data nor UI.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../sourceFiles'

const root = process.cwd()
const site = path.join(root, 'site')
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g

type Layer = 'ui' | 'data' | 'domain' | 'outside'

function layerOf(file: string): Layer {
  const relative = path.relative(site, file)
  if (relative.startsWith('..')) return 'outside'
  const top = relative.split(path.sep)[0]
  if (top === 'components') return 'ui'
  if (top === 'rules' || top === 'config') return 'domain'
  return 'data'
}

/** The project file a specifier names, or null for a package. */
function target(from: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return path.join(root, specifier.slice(2))
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier)
  return null
}

/** Every project import of a file, with the layer it lands in. */
function importsOf(file: string) {
  const text = fs.readFileSync(file, 'utf8')
  return [...text.matchAll(SPECIFIER)].flatMap(([, specifier]) => {
    const to = target(file, specifier!)
    return to ? [{ specifier: specifier!, layer: layerOf(to) }] : []
  })
}

const ALLOWED: Record<Exclude<Layer, 'outside'>, Layer[]> = { ui: ['ui', 'data', 'domain'], data: ['data', 'domain'], domain: ['domain'] }

describe('layers inside site/', () => {
  const files = sourceFiles(site)

  it('finds the three layers', () => {
    const layers = new Set(files.map(layerOf))
    expect([...layers].sort()).toEqual(['data', 'domain', 'ui'])
  })

  it('no file imports a layer above its own (static, dynamic or re-export)', () => {
    const wrong = files.flatMap((file) => {
      const own = layerOf(file) as Exclude<Layer, 'outside'>
      return importsOf(file)
        .filter((i) => i.layer !== 'outside' && !ALLOWED[own].includes(i.layer))
        .map((i) => `${path.relative(root, file)} (${own}) → ${i.specifier} (${i.layer})`)
    })
    expect(wrong).toEqual([])
  })

  it('would see a dynamic import of the UI from data', () => {
    const probe = path.join(site, 'leads', 'probe.ts')
    const specifier = '../components/forms/submitLead'
    expect(layerOf(probe)).toBe('data')
    expect(target(probe, specifier) && layerOf(target(probe, specifier)!)).toBe('ui')
    expect([...`const m = await import('${specifier}')`.matchAll(SPECIFIER)].map((m) => m[1])).toEqual([specifier])
  })
})
