import sharp from 'sharp'
import { decodeParam } from '../../http/decodeParam'
import { carSvg, parseDemoImageName } from '../../demoImages/carSvg'
import { readUpload } from '../../media/storage'
import { DEMO_PICTURE } from '../../rules/imageLoader'
import { outboundFetch } from '../../http/outboundFetch'

/** Uploads as Payload serves them; read from their storage (site/media/storage.ts) instead. */
const UPLOAD = /^\/api\/media\/file\/([^/?#]+)$/
const FETCH_TIMEOUT_MS = 4000
/** A feed photo is well under this; anything bigger is not worth holding up the PDF for. */
const MAX_IMAGE_BYTES = 8 * 1024 * 1024
/** Printed at 600×400 like the page's images (INV §7). */
const SIZE = { width: 600, height: 400 }

async function sourceBytes(url: string, origin: string): Promise<Buffer | null> {
  const demo = DEMO_PICTURE.exec(url)
  const parts = demo ? parseDemoImageName(decodeParam(demo[1] as string) ?? '') : null
  // Demo pictures are drawn here rather than fetched back from our own /demo-images route.
  if (parts) return Buffer.from(carSvg(parts.body, parts.colour, parts.angle))
  const target = new URL(url, origin)
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null
  // Nothing of our own is fetched back over the network: uploads come from their storage, anything else of ours has no picture.
  if (target.origin === new URL(origin).origin) {
    const upload = UPLOAD.exec(target.pathname)
    const name = upload ? decodeParam(upload[1] as string) : null
    return name ? readUpload(name) : null
  }
  // A photo URL comes from the feed: only a public address is fetched (site/http/outboundFetch.ts).
  const reply = await outboundFetch(target, { timeoutMs: FETCH_TIMEOUT_MS, maxBytes: MAX_IMAGE_BYTES })
  if (!reply.ok) throw new Error(`image from ${target.hostname} answered ${reply.status}`)
  return Buffer.from(await reply.arrayBuffer())
}

/**
 * The car's first picture as a JPEG for the PDF, or null when there is none or it cannot be
 * loaded (logged: the PDF is still useful without it).
 */
export async function pdfImage(url: string | undefined, origin: string, context: string): Promise<Uint8Array | null> {
  if (!url) return null
  return sourceBytes(url, origin)
    .then((bytes) => (bytes ? sharp(bytes).resize({ ...SIZE, fit: 'cover' }).flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer() : null))
    .then(
      (jpeg) => (jpeg ? new Uint8Array(jpeg) : null),
      (error: unknown) => {
        console.warn(`vehicle PDF image skipped for ${context}: ${String(error)}`)
        return null
      },
    )
}
