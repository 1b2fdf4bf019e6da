/**
 * Writes a brotli copy (`<file>.br`, quality 11) beside every script and stylesheet of the build's
 * `.next/static`, for `server.mjs` to send to browsers that accept `br`. Runs after every build
 * (`npm run build`, `npm start`, the test and benchmark scripts); a `.br` newer than its file is
 * kept (the build's static names mostly carry a content hash), an older one is written again.
 */
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const COMPRESSIBLE = /\.(js|css)$/

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

const isCurrent = (file: string) => {
  const compressed = fs.statSync(`${file}.br`, { throwIfNoEntry: false })
  return compressed !== undefined && compressed.mtimeMs >= fs.statSync(file).mtimeMs
}

/** Compresses what has no current `.br`; returns how many files it wrote. */
export async function precompressStatic(dir = path.join('.next', 'static')): Promise<number> {
  const todo = filesUnder(dir).filter((file) => !isCurrent(file))
  let next = 0
  const worker = async () => {
    while (next < todo.length) {
      const file = todo[next++] as string
      const body = await fs.promises.readFile(file)
      const compressed = await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      // Written under a name of this process first, so a server never sends half a file and two
      // builds' steps at once never rename each other's.
      const temporary = `${file}.br.${process.pid}.tmp`
      await fs.promises.writeFile(temporary, compressed)
      await fs.promises.rename(temporary, `${file}.br`)
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return todo.length
}
