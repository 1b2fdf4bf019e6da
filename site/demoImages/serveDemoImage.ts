import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { IMAGE_WIDTHS } from '../rules/imageLoader'
import { carSvg, parseDemoImageName, SVG_WIDTH } from './carSvg'
import { isDemoColour } from './palette'

const cacheDir = () => path.resolve(process.env.DATA_DIR ?? '.data', 'demo-images')

const headers = { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' }

const plain = (status: number, text: string) => new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } })

/** The picture as drawn (1200 px wide), or one of the widths pages ask for (site/rules/imageLoader.ts). */
function widthOf(raw: string | null): number | null | 'invalid' {
  if (raw === null) return null
  const width = Number(raw)
  return IMAGE_WIDTHS.includes(width) ? width : 'invalid'
}

/**
 * Renders a demo vehicle picture once per width, keeps it on disk, and serves it with a long
 * cache life. Only the demo palette's colours and the pages' widths are drawn, so the stored set
 * is bounded (colours × bodies × angles × (widths + 1)); any other name is a 404, any other
 * width a 400.
 */
export async function serveDemoImage(params: Promise<{ name: string }>, search: URLSearchParams = new URLSearchParams()): Promise<Response> {
  const { name } = await params
  const parts = parseDemoImageName(name)
  if (!parts || !isDemoColour(parts.colour)) return plain(404, 'Not found')
  const width = widthOf(search.get('w'))
  if (width === 'invalid') return plain(400, `w must be one of ${IMAGE_WIDTHS.join(', ')}`)
  const dir = width === null ? cacheDir() : path.join(cacheDir(), `w${width}`)
  const file = path.join(dir, name)
  const cached = await fs.readFile(file).catch(() => null)
  if (cached) return new Response(new Uint8Array(cached), { headers })
  const svg = Buffer.from(carSvg(parts.body, parts.colour, parts.angle))
  // Drawn at the asked width (the SVG's density scaled up for widths above its own), not resized from a larger picture.
  const image = await (width === null ? sharp(svg).webp({ quality: 72 }) : sharp(svg, { density: Math.max(72, Math.ceil((72 * width) / SVG_WIDTH)) }).resize({ width }).webp({ quality: 75 })).toBuffer()
  await fs.mkdir(dir, { recursive: true })
  await fs.writeFile(file, image)
  return new Response(new Uint8Array(image), { headers })
}
