import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteStylesheets, stylesheetsOfManifest } from '../../../admin/PageBuilder/siteStylesheets'

const manifest = `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST["/(site)/s/[host]/[[...path]]/page"]={"entryCSSFiles":{"[project]/node_modules/next/dist/client/components/builtin/not-found":[],"[project]/app/(site)/layout":[{"path":"static/chunks/3v4sxw0q8zjrs.css","inlined":false}],"[project]/app/(site)/s/[host]/layout":[{"path":"static/chunks/3v4sxw0q8zjrs.css","inlined":false}],"[project]/app/(site)/s/[host]/[[...path]]/page":[{"path":"static/chunks/0bbfa0u3bjit9.css","inlined":false}]},"entryJSFiles":{"x":["static/chunks/a.js"]}}`

describe('site stylesheets for the editor canvas', () => {
  it('are the CSS files the build lists for the site page, once each, as browser URLs', () => {
    expect(stylesheetsOfManifest(manifest)).toEqual(['/_next/static/chunks/3v4sxw0q8zjrs.css', '/_next/static/chunks/0bbfa0u3bjit9.css'])
  })

  it('are none for a manifest without CSS', () => {
    expect(stylesheetsOfManifest('{"entryCSSFiles":{},"entryJSFiles":{"x":["static/chunks/a.js"]}}')).toEqual([])
  })

  it('are read from the build folder, and none before a build', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'nobuild-'))
    expect(siteStylesheets(empty)).toEqual([])
    const built = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'))
    const file = path.join(built, '.next', 'server', 'app', '(site)', 's', '[host]', '[[...path]]', 'page_client-reference-manifest.js')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, manifest)
    expect(siteStylesheets(built)).toHaveLength(2)
  })
})
