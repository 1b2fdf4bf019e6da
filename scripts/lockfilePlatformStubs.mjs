/**
 * `node scripts/lockfilePlatformStubs.mjs`: the registry mirror on our build machines serves only
 * linux-x64 builds of native packages, so `npm install` leaves the other platforms' optional
 * binaries out of package-lock.json and `npm ci` then refuses the lockfile as out of sync.
 * This adds an entry for each missing optional platform package (name, version, os, cpu,
 * optional), which npm ci skips on linux-x64 exactly as it would skip the real entry.
 * Run it after every `npm install` that changes the lockfile.
 */
import fs from 'node:fs'

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'))
const packages = lock.packages
const OS = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32', 'sunos', 'aix', 'netbsd', 'openbsd']
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 's390x', 'riscv64', 'wasm32', 'mips64el']

function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((p) => OS.includes(p))
  const cpu = parts.find((p) => CPU.includes(p) || p === 'arm64' || p === 'x64')
  if (cpu === 'wasm32') return { cpu: ['wasm32'] }
  return os || cpu ? { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) } : null
}

let added = 0
for (const [path, entry] of Object.entries(packages)) {
  const parentDir = path === '' ? '' : `${path}/`
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${parentDir}node_modules/${name}`
    const hoisted = `node_modules/${name}`
    if (packages[nested] || packages[hoisted]) continue
    const platform = platformOf(name)
    const version = spec.replace(/^[\^~=]/, '')
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue
    packages[hoisted] = { version, optional: true, ...platform }
    added++
  }
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
lock.packages = sorted
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n')
console.log(`added ${added} platform stub(s)`)
