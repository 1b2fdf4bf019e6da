/**
 * Varnish in front of app instances, as a deployment runs it (deploy/varnish/app.vcl), for
 * `npm run stack`, the through-Varnish test and the cache bench: `varnishd` in the foreground on a
 * loopback port with its own working directory (-n) and a generated `backends.vcl` naming the
 * instances, in memory (`-s malloc`). Needs Debian's `varnish` and `varnish-modules` (vmod xkey);
 * `.ci/run` installs them when missing.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { stopChild } from './run'

export type VarnishServer = { port: number; origin: string; purgeUrl: string; pid: number; stop: () => Promise<void> }

const VCL_DIR = path.resolve('deploy/varnish')

/** `backends.vcl`: one backend per instance port, with the VCL's health probe, in a round-robin director. */
export function backendsVcl(ports: number[]): string {
  const backends = ports.map((port, n) => `backend app${n + 1} { .host = "127.0.0.1"; .port = "${port}"; .probe = app_health; .connect_timeout = 2s; .first_byte_timeout = 60s; }`)
  const adds = ports.map((_, n) => `  apps.add_backend(app${n + 1});`)
  return `# Written by scripts/lib/varnish.ts\n${backends.join('\n')}\n\nsub vcl_init {\n  new apps = directors.round_robin();\n${adds.join('\n')}\n}\n`
}

/** Whether varnishd and vmod xkey are installed. */
export function varnishInstalled(): boolean {
  try {
    execFileSync('varnishd', ['-V'], { stdio: 'ignore' })
  } catch {
    return false
  }
  const vmods = execFileSync('sh', ['-c', 'ls /usr/lib/*/varnish/vmods/ /usr/lib/varnish/vmods/ 2>/dev/null || true']).toString()
  return /libvmod_xkey\.so/.test(vmods)
}

async function answers(origin: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`varnishd exited with ${child.exitCode}`)
    const ok = await new Promise<boolean>((resolve) => {
      const req = http.request(`${origin}/`, { method: 'PURGE' }, (res) => (res.resume(), resolve(true)))
      req.on('error', () => resolve(false))
      req.end()
    })
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`varnishd did not answer on ${origin} within ${timeoutMs} ms`)
}

/** Starts Varnish on `port` (loopback) in front of the instances on `backendPorts`. */
export async function startVarnish(port: number, backendPorts: number[], options: { storage?: string } = {}): Promise<VarnishServer> {
  if (!varnishInstalled()) throw new Error('varnishd with vmod xkey is not installed: apt-get install varnish varnish-modules')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'varnish-'))
  fs.writeFileSync(path.join(dir, 'backends.vcl'), backendsVcl(backendPorts))
  const workdir = path.join(dir, 'n')
  const args = [
    '-F',
    '-a', `127.0.0.1:${port}`,
    '-T', 'none',
    '-n', workdir,
    '-f', path.join(VCL_DIR, 'app.vcl'),
    '-p', `vcl_path=${dir}:${VCL_DIR}`,
    '-s', options.storage ?? 'malloc,256m',
    // A page's Surrogate-Key lists every tag it read: room for a group's many dealerships.
    '-p', 'http_resp_hdr_len=65536',
    '-p', 'http_resp_size=131072',
    // Run as the user starting it, no privilege separation to a varnish user (a root CI machine included).
    '-j', 'none',
  ]
  // Its log stays quiet unless it fails to start (a VCL error, a port taken): then it is printed.
  const child = spawn('varnishd', args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true })
  let log = ''
  child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)))
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const origin = `http://127.0.0.1:${port}`
  await answers(origin, 30_000, child).catch((error: unknown) => {
    console.error(log)
    throw error
  })
  return {
    port,
    origin,
    purgeUrl: `${origin}/`,
    pid: child.pid as number,
    stop: async () => {
      await stopChild(child, 3000)
      await done
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
