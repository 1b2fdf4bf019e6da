/**
 * The one secret everything signed is keyed from (site/security/keys.ts derives a key per purpose).
 *
 * PAYLOAD_SECRET when set; otherwise a secret made on the first start from 32 CSPRNG bytes and kept
 * in the data folder beside the embedded database (`${DATA_DIR:-.data}/payload-secret`, mode 0600),
 * so a fresh clone signs with a secret of its own and a restart keeps sessions and links valid.
 *
 * In production a published default or a short secret is refused: anyone who can read this
 * repository could otherwise forge preview links, unsubscribe links and staff tokens. Plain
 * JavaScript so that server.mjs checks it before Next loads, before anything is served.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const SECRET_FILE = 'payload-secret'
export const MIN_SECRET_LENGTH = 32
/** Values this repository, its tests or Payload's templates have used as a secret: public, so never in production. */
export const KNOWN_DEFAULT_SECRETS = ['local-development-secret-change-me', 'integration-test-secret', 'durability-secret', 'YOUR_SECRET_HERE']

const HOW_TO_FIX = `set PAYLOAD_SECRET to a random value of at least ${MIN_SECRET_LENGTH} characters (openssl rand -base64 32)`

/**
 * @typedef {{ secret: string, source: 'PAYLOAD_SECRET' | 'created' | 'kept', file: string }} LoadedSecret
 * @typedef {Record<string, string | undefined>} Env
 */

/** @param {Env} env */
export const secretFile = (env) => path.resolve(env.DATA_DIR ?? '.data', SECRET_FILE)

/**
 * Writes a new secret unless the file exists. Written whole under a temporary name, then linked
 * into place (which fails when the name exists): two instances starting together on one data
 * folder both end up with the first one's secret, never a half-written file.
 *
 * @param {string} file
 * @returns {boolean} whether this call created it
 */
function createSecretFile(file) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  fs.writeFileSync(temporary, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' })
  const created = linkUnlessExists(temporary, file)
  fs.unlinkSync(temporary)
  return created
}

/** @param {string} from @param {string} to @returns {boolean} */
function linkUnlessExists(from, to) {
  try {
    fs.linkSync(from, to)
    return true
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EEXIST') return false
    throw error
  }
}

/**
 * The secret, from PAYLOAD_SECRET or the data folder (created there when missing), unchecked.
 *
 * @param {Env} env
 * @returns {LoadedSecret}
 */
export function loadSecret(env) {
  const file = secretFile(env)
  if (env.PAYLOAD_SECRET) return { secret: env.PAYLOAD_SECRET, source: 'PAYLOAD_SECRET', file }
  const created = fs.existsSync(file) ? false : createSecretFile(file)
  return { secret: fs.readFileSync(file, 'utf8').trim(), source: created ? 'created' : 'kept', file }
}

/**
 * What makes a secret unfit to sign with in production, or null when it is fit.
 *
 * @param {string} secret
 * @returns {'published default' | 'too short' | null}
 */
export function secretWeakness(secret) {
  if (KNOWN_DEFAULT_SECRETS.includes(secret)) return 'published default'
  if (secret.length < MIN_SECRET_LENGTH) return 'too short'
  return null
}

/**
 * Why production must not sign with this secret (one line, without the secret), or null.
 *
 * @param {LoadedSecret} loaded
 * @returns {string | null}
 */
export function weakSecretReason({ secret, source, file }) {
  const weakness = secretWeakness(secret)
  const what = source === 'PAYLOAD_SECRET' ? 'PAYLOAD_SECRET' : `The secret in ${file}`
  const fix = source === 'PAYLOAD_SECRET' ? `${HOW_TO_FIX}, or unset it to use one generated in ${file}` : `delete the file to have a new one generated, or ${HOW_TO_FIX}`
  if (weakness === 'published default') return `Refusing to start: ${what} is a published default, so anyone could forge preview links, unsubscribe links and staff tokens; ${fix}.`
  if (weakness === 'too short') return `Refusing to start: ${what} is ${secret.length} characters, too short to sign with in production (at least ${MIN_SECRET_LENGTH}); ${fix}.`
  return null
}

/**
 * The secret to sign with. Outside production anything is accepted (a developer's own value); in
 * production a default or short one throws, with the one-line reason.
 *
 * @param {Env} env
 * @returns {LoadedSecret}
 */
export function resolveSecret(env) {
  const loaded = loadSecret(env)
  const reason = env.NODE_ENV === 'production' ? weakSecretReason(loaded) : null
  if (reason) throw new Error(reason)
  return loaded
}

/**
 * For the entry points (server.mjs, `npm start`, `npm run dev`): puts the resolved secret in
 * `env.PAYLOAD_SECRET` for the app and every process it starts, says where it came from, or prints
 * why it is refused and exits 1.
 *
 * @param {Env} env
 * @returns {void}
 */
export function requireSecret(env) {
  const loaded = loadSecret(env)
  const reason = env.NODE_ENV === 'production' ? weakSecretReason(loaded) : null
  if (reason) {
    console.error(reason)
    process.exit(1)
  }
  env.PAYLOAD_SECRET = loaded.secret
  if (loaded.source === 'created') console.log(`▸ Secret: created ${loaded.file} (PAYLOAD_SECRET is not set; every instance must share this file or one PAYLOAD_SECRET)`)
  if (loaded.source === 'kept') console.log(`▸ Secret: ${loaded.file} (PAYLOAD_SECRET is not set)`)
}
