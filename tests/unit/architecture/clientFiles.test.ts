/**
 * Client files are named one way: a module that starts with 'use client' is `*.client.ts(x)`, and
 * every `*.client.ts(x)` starts with it, so the name alone tells what ships to the browser.
 */
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../sourceFiles'

const ROOTS = ['site', 'app', 'blocks', 'layouts', 'admin', 'collections', 'access']
const files = ROOTS.flatMap((root) => sourceFiles(root)).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }))

export const startsWithUseClient = (text: string) => /^(\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/.test(text)
const namedClient = (file: string) => /\.client\.tsx?$/.test(file)

describe('client file naming', () => {
  it('reads the directive after comments and blank lines only', () => {
    expect(startsWithUseClient("'use client'\nimport x from 'y'")).toBe(true)
    expect(startsWithUseClient("/** An island. */\n\"use client\"\n")).toBe(true)
    expect(startsWithUseClient("import x from 'y'\n'use client'")).toBe(false)
  })

  it("every 'use client' module is named *.client, and every *.client module is one", () => {
    expect(files.length).toBeGreaterThan(100)
    expect(files.filter(({ file, text }) => startsWithUseClient(text) && !namedClient(file)).map(({ file }) => file)).toEqual([])
    expect(files.filter(({ file, text }) => namedClient(file) && !startsWithUseClient(text)).map(({ file }) => file)).toEqual([])
  })
})
