import { resolveSite } from '../tenancy/resolveSite'
import { registerGateLookup } from './gateCheck'

/** Registers the proxy's in-process sign-in gate lookup (imported once at server start). */
registerGateLookup(async (host) => (await resolveSite(host))?.config.signIn ?? null)
