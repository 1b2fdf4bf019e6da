import { registerKnownHostLookup } from './knownHost'
import { resolveSite } from './resolveSite'

/** Registers the proxy's in-process host lookup (imported once at server start); the directory and site views are cached and expired by tag. */
registerKnownHostLookup(async (host) => (await resolveSite(host)) !== null)
