/**
 * No request leaves the process to come back: server code never calls the app's own origin (the
 * loopback address, localhost, the app's PORT or a forwarded-host header on an outgoing request).
 * Browser islands (`*.client.tsx`, files marked 'use client') call the app's API as any browser does.
 */
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../sourceFiles'

const ROOTS = ['site', 'app', 'blocks', 'layouts', 'admin', 'collections', 'access']
const FILES = ['proxy.ts', 'instrumentation.ts', 'payload.config.ts', 'next.config.ts']

const isClient = (file: string, text: string) => /\.client\.tsx?$/.test(file) || /^\s*['"]use client['"]/.test(text)
const server = [...ROOTS.flatMap((root) => sourceFiles(root)), ...FILES.filter((f) => fs.existsSync(f))]
  .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }))
  .filter(({ file, text }) => !isClient(file, text))

/** A call of fetch whose arguments (up to the closing of the call's first line group) name our own origin. */
export function loopbackCalls(text: string): string[] {
  const calls = [...text.matchAll(/\bfetch\s*\(([^;]*)/g)].map((m) => m[1] as string)
  return calls.filter((args) => /127\.0\.0\.1|localhost|\[::1\]|process\.env\.PORT|x-forwarded-host|x-dealer-host/i.test(args))
}

describe('no loopback requests', () => {
  it('recognises a loopback call and leaves other calls alone', () => {
    expect(loopbackCalls("await fetch(`http://127.0.0.1:${process.env.PORT ?? 3000}/api/x`)")).toHaveLength(1)
    expect(loopbackCalls("await fetch(`${origin}/`, { headers: { 'x-forwarded-host': host } })")).toHaveLength(1)
    expect(loopbackCalls('await fetch(target, { signal })')).toEqual([])
  })

  it('server code makes none', () => {
    expect(server.length).toBeGreaterThan(50)
    expect(server.filter(({ text }) => loopbackCalls(text).length).map(({ file }) => file)).toEqual([])
  })
})
