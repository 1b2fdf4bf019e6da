import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { carSvg, parseDemoImageName } from './carSvg'
import { isDemoColour } from './palette'

const cacheDir = () => path.resolve(process.env.DATA_DIR ?? '.data', 'demo-images')

const headers = { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' }

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } })

/**
 * Renders a demo vehicle picture once, keeps it on disk, and serves it with a long cache life.
 * Only the demo palette's colours are drawn, so the stored set is bounded; any other name is a 404.
 */
export async function serveDemoImage(params: Promise<{ name: string }>): Promise<Response> {
  const { name } = await params
  const parts = parseDemoImageName(name)
  if (!parts || !isDemoColour(parts.colour)) return notFound()
  const file = path.join(cacheDir(), name)
  const cached = await fs.readFile(file).catch(() => null)
  if (cached) return new Response(new Uint8Array(cached), { headers })
  const image = await sharp(Buffer.from(carSvg(parts.body, parts.colour, parts.angle))).webp({ quality: 72 }).toBuffer()
  await fs.mkdir(cacheDir(), { recursive: true })
  await fs.writeFile(file, image)
  return new Response(new Uint8Array(image), { headers })
}
