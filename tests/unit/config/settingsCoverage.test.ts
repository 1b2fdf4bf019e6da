/**
 * Issue 15 item 7, "Every setting takes effect": every leaf of SiteConfig must be read somewhere
 * outside site/config/. A static scan of the source: a leaf `a.b.leaf` counts as read when a file
 * writes `b.leaf` (or `b?.leaf`), destructures `leaf` from an expression ending in `b`, or names the
 * full dotted path in a string (flags, the settings editor's tests do not count: tests are not scanned).
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteConfigJsonSchema } from '../../../site/config/siteConfig'
import { sourceFiles } from '../sourceFiles'

/**
 * Settings implemented in other branches of issue 15 (reviews, analytics, finance, buy helpers).
 * The lead removes each key from this list when the branch that reads it is merged.
 */
export const PENDING_IN_OTHER_BRANCHES: readonly string[] = []

type Node = { properties?: Record<string, Node> }

/** Dotted paths of the stored form's leaves: objects with declared properties are walked, everything else (records, unions, lists) is one leaf. */
export function settingLeaves(node: Node, prefix: string[] = []): string[][] {
  const entries = Object.entries(node.properties ?? {})
  if (entries.length === 0) return [prefix]
  return entries.flatMap(([key, child]) => settingLeaves(child, [...prefix, key]))
}

const root = path.resolve(__dirname, '../../..')
const SCANNED = ['app', 'site', 'blocks', 'layouts', 'collections', 'admin', 'access', 'proxy.ts']
const configDir = path.join(root, 'site', 'config') + path.sep

let corpus: string[] | undefined

/** Every scanned file's text as one string (read once: a per-file scan of every leaf is slow on a busy machine). */
function readSources(): string[] {
  corpus ??= [readFiles().join('\n')]
  return corpus
}

function readFiles(): string[] {
  const files = SCANNED.flatMap((entry) => {
    const full = path.join(root, entry)
    return entry.endsWith('.ts') ? [full] : sourceFiles(full)
  })
  return files.filter((file) => !file.startsWith(configDir)).map((file) => fs.readFileSync(file, 'utf8'))
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether `source` reads the leaf at `segments` through its parent object (`b.leaf`, `{ leaf } = …b`, or the quoted dotted path). */
export function readsLeaf(source: string, segments: string[]): boolean {
  const leaf = escape(segments[segments.length - 1] ?? '')
  const parent = segments.length > 1 ? escape(segments[segments.length - 2] ?? '') : '(?:config|settings|siteConfig)'
  const patterns = [
    new RegExp(`\\b${parent}\\??\\.${leaf}\\b`),
    new RegExp(`\\{[^{}]*\\b${leaf}\\b[^{}]*\\}\\s*=\\s*[\\w.?]*\\b${parent}\\b(?!\\s*[.?])`),
    new RegExp(`['"\`]${escape(segments.join('.'))}['"\`]`),
  ]
  return patterns.some((pattern) => pattern.test(source))
}

/**
 * Rules take a section (or part of one) as a typed argument and read its keys there
 * (`inventoryFilter(config.inventory)` then `settings.minPhotos`): a leaf also counts as read when
 * some file reads a property of its name and some file passes its parent object on (`….parent`).
 */
export function readsThroughParent(sources: string[], segments: string[]): boolean {
  if (segments.length < 2) return false
  const leaf = escape(segments[segments.length - 1] ?? '')
  const parent = escape(segments[segments.length - 2] ?? '')
  const leafRead = [new RegExp(`\\??\\.${leaf}\\b(?!\\s*=[^=>])`), new RegExp(`\\{[^{}]*\\b${leaf}\\b[^{}]*\\}\\s*(?::[^=]*)?\\)?\\s*(?:=|:)`), new RegExp(`'${leaf}'\\s*[|>]`)]
  const parentPassed = new RegExp(`\\.${parent}\\b`)
  return sources.some((s) => leafRead.some((p) => p.test(s))) && sources.some((s) => parentPassed.test(s))
}

const isRead = (sources: string[], segments: string[]) =>
  sources.some((source) => readsLeaf(source, segments)) || readsThroughParent(sources, segments)

describe('settings coverage', () => {
  const leaves = settingLeaves(JSON.parse(JSON.stringify(siteConfigJsonSchema())) as Node)

  it('finds the leaves of SiteConfig (a walker that finds nothing would pass anything)', () => {
    const dotted = leaves.map((segments) => segments.join('.'))
    expect(dotted).toContain('inventory.minPhotos')
    expect(dotted).toContain('finance.calculator.amountMin')
    expect(dotted).toContain('defaultState')
    expect(dotted).toContain('finance.lenders')
    expect(leaves.length).toBeGreaterThan(100)
  })

  it('recognises a read, and does not mistake a write or another parent for one', () => {
    expect(readsLeaf('const n = config.inventory.minPhotos', ['inventory', 'minPhotos'])).toBe(true)
    expect(readsLeaf('const n = settings.inventory?.minPhotos', ['inventory', 'minPhotos'])).toBe(true)
    expect(readsLeaf('const { minPhotos, carTypes } = config.inventory', ['inventory', 'minPhotos'])).toBe(true)
    expect(readsLeaf("flag('search.scrollToTopOnChange')", ['search', 'scrollToTopOnChange'])).toBe(true)
    expect(readsLeaf('const data = { inventory: { minPhotos: 3 } }', ['inventory', 'minPhotos'])).toBe(false)
    expect(readsLeaf('const n = search.minPhotos', ['inventory', 'minPhotos'])).toBe(false)
    expect(readsLeaf('const { minPhotos } = config.inventory.other', ['inventory', 'minPhotos'])).toBe(false)
  })

  it('every SiteConfig leaf is read outside site/config/ (or is pending in another branch)', () => {
    const sources = readSources()
    const unread = leaves
      .filter((segments) => !isRead(sources, segments))
      .map((segments) => segments.join('.'))
      .filter((dotted) => !PENDING_IN_OTHER_BRANCHES.includes(dotted))
    expect(unread).toEqual([])
  }, 60_000)

  it('lists only real leaves as pending, and only ones still unread here', () => {
    const sources = readSources()
    const byPath = new Map(leaves.map((segments) => [segments.join('.'), segments]))
    for (const key of PENDING_IN_OTHER_BRANCHES) {
      const segments = byPath.get(key)
      expect(segments, `${key} is not a SiteConfig leaf`).toBeDefined()
    }
    const nowRead = PENDING_IN_OTHER_BRANCHES.filter((key) => isRead(sources, byPath.get(key) ?? []))
    expect(nowRead, 'read already: remove from PENDING_IN_OTHER_BRANCHES').toEqual([])
  }, 60_000)
})
