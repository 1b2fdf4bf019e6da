/**
 * The build's last step: every script of the build's `.next/static` gets V8's compile hint
 * (`addCompileHints`), then a brotli copy (`<file>.br`, quality 11) is written beside every script
 * and stylesheet, for `server.mjs` to send to browsers that accept `br`. Runs after every build
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

/**
 * V8's explicit compile hint, as a script's first line: Chrome (136 on) then compiles every function
 * of the script on the background thread that streams it in, instead of each one on the main thread
 * at its first call. Turbopack's module factories are functions called once at load, so without it
 * the framework's code (React DOM, the router) is compiled piece by piece inside the page's
 * start-up tasks: on the used-car home, the modules' start-up task 330–383 → 37–58 ms in a CPU
 * profile at 4× slowed CPU, and `npm run audit`'s TBT 284 → 122 ms (README, Front-end speed). A
 * comment: other browsers and the code's meaning are untouched.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** Whether a file begins with the hint: only its first bytes are read (every start checks every script). */
async function hasHint(file: string): Promise<boolean> {
  const handle = await fs.promises.open(file, 'r')
  try {
    const head = Buffer.alloc(COMPILE_HINT.length)
    const { bytesRead } = await handle.read(head, 0, head.length, 0)
    return head.subarray(0, bytesRead).toString('utf8') === COMPILE_HINT
  } finally {
    await handle.close()
  }
}

/** Puts the compile hint first in every script that lacks it; returns how many it changed. */
export async function addCompileHints(files: string[]): Promise<number> {
  let changed = 0
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    if (await hasHint(file)) continue
    const body = await fs.promises.readFile(file, 'utf8')
    const temporary = `${file}.${process.pid}.tmp`
    await fs.promises.writeFile(temporary, COMPILE_HINT + body)
    await fs.promises.rename(temporary, file)
    changed++
  }
  return changed
}

const isCurrent = (file: string) => {
  const compressed = fs.statSync(`${file}.br`, { throwIfNoEntry: false })
  return compressed !== undefined && compressed.mtimeMs >= fs.statSync(file).mtimeMs
}

/** Adds the compile hints, then compresses what has no current `.br`; returns how many `.br` files it wrote. */
export async function precompressStatic(dir = path.join('.next', 'static')): Promise<number> {
  const files = filesUnder(dir)
  await addCompileHints(files)
  const todo = files.filter((file) => !isCurrent(file))
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
