/** The uncached twins (proxy.ts) share the site layout. */
export { default } from '../../s/[host]/layout'
