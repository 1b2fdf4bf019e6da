/** Decides whether `.next` is missing or older than the sources it was built from. */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const SOURCES = ['app', 'site', 'blocks', 'collections', 'access', 'admin', 'payload.config.ts', 'next.config.ts', 'proxy.ts', 'postcss.config.mjs', 'package-lock.json', 'tsconfig.json']
const STAMP = path.join('.next', 'source-stamp')

function walk(entry: string, out: string[]): void {
  if (!fs.existsSync(entry)) return
  const stat = fs.statSync(entry)
  if (stat.isDirectory()) {
    for (const child of fs.readdirSync(entry).sort()) walk(path.join(entry, child), out)
  } else {
    out.push(`${entry}:${stat.size}:${stat.mtimeMs}`)
  }
}

export function sourceStamp(): string {
  const files: string[] = []
  for (const source of SOURCES) walk(source, files)
  return crypto.createHash('sha256').update(files.join('\n')).digest('hex')
}

export function buildIsCurrent(): boolean {
  if (!fs.existsSync(path.join('.next', 'BUILD_ID')) || !fs.existsSync(STAMP)) return false
  return fs.readFileSync(STAMP, 'utf8') === sourceStamp()
}

export function writeStamp(): void {
  fs.writeFileSync(STAMP, sourceStamp())
}
