/** `npm run build`'s last step: the brotli copies of the build's scripts and stylesheets (scripts/lib/precompress.ts). */
import { precompressStatic } from './lib/precompress'

const started = Date.now()
const written = await precompressStatic()
console.log(`Precompressed ${written} scripts and stylesheets (brotli) in ${((Date.now() - started) / 1000).toFixed(1)} s`)
