/** Decides whether `.next` is missing or older than the sources it was built from. */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { precompressStatic } from './precompress'
import { run } from './run'

const SOURCES = ['app', 'site', 'blocks', 'layouts', 'collections', 'access', 'admin', 'payload.config.ts', 'next.config.ts', 'proxy.ts', 'instrumentation.ts', 'cache-handler.mjs', 'postcss.config.mjs', 'package-lock.json', 'tsconfig.json']
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

/** Records what a build was made from: take `stamp` before the build starts, so a file edited during the build leaves it stale. */
export function writeStamp(stamp: string): void {
  fs.writeFileSync(STAMP, stamp)
}

/**
 * Builds the app (production) unless `.next` is current, and writes the brotli copies of its static
 * files that are missing (a build from before they existed gets them too); throws when the build fails.
 */
export async function buildWhenStale(env: NodeJS.ProcessEnv): Promise<void> {
  if (!buildIsCurrent()) {
    const stamp = sourceStamp()
    const code = await run('node_modules/.bin/next', ['build'], { ...env, NODE_ENV: 'production' }).done
    if (code !== 0) throw new Error(`build failed (exit ${code})`)
    writeStamp(stamp)
  }
  await precompressStatic()
}
