/**
 * The tag map: every kind of cache tag a loader reads is expired by some change, and every kind a
 * change expires is read by some loader. Read from the source: loaders are the files that call
 * `cached(`; changes are the collection hooks and the scripts that call `expireTags(`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../sourceFiles'
import { tags, type TagKind } from '../../../site/cache/tags'

const ROOTS = ['site', 'blocks', 'layouts', 'app', 'collections', 'admin', 'access']

const files = ROOTS.flatMap((root) => sourceFiles(root)).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }))
const kindsIn = (text: string) => [...text.matchAll(/\btags\.(\w+)\(/g)].map((m) => m[1] as TagKind)
const isLoader = (text: string) => /\bcached\(/.test(text)
const isChange = (file: string, text: string) => file.startsWith('collections') || /\bexpireTags\(/.test(text)
const where = (kind: TagKind, pick: (f: { file: string; text: string }) => boolean) =>
  files.filter((f) => pick(f) && kindsIn(f.text).includes(kind)).map((f) => f.file)

const read = new Set(files.filter((f) => isLoader(f.text)).flatMap((f) => kindsIn(f.text)))
const expired = new Set(files.filter((f) => isChange(f.file, f.text)).flatMap((f) => kindsIn(f.text)))

describe('cache tag map', () => {
  it('finds the loaders and the changes it checks', () => {
    expect(files.filter((f) => isLoader(f.text)).length).toBeGreaterThan(5)
    expect(files.filter((f) => isChange(f.file, f.text) && kindsIn(f.text).length).length).toBeGreaterThan(5)
  })

  it.each(Object.keys(tags) as TagKind[])('%s is read by a loader and expired by a change', (kind) => {
    expect(where(kind, (f) => isLoader(f.text)), `no loader reads tags.${kind}`).not.toEqual([])
    expect(where(kind, (f) => isChange(f.file, f.text)), `no change expires tags.${kind}`).not.toEqual([])
  })

  it('uses only the kinds tags.ts defines', () => {
    expect([...read, ...expired].filter((kind) => !(kind in tags))).toEqual([])
  })

  it('spells no tag by hand outside tags.ts', () => {
    const spelled = files.filter((f) => f.file !== path.join('site', 'cache', 'tags.ts') && /\btags:\s*\[[^\]]*[`'"]/.test(f.text)).map((f) => f.file)
    expect(spelled).toEqual([])
    const expiredByHand = files.filter((f) => /expireTags\(\[[^\]]*[`'"]/.test(f.text) || /return \[[^\]]*`(vehicle|site|dealership|page):/.test(f.text)).map((f) => f.file)
    expect(expiredByHand).toEqual([])
  })
})
