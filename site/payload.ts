import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The shared Payload instance for server components, route handlers and loaders. `cron` starts the
 * jobs runner (`jobs.autoRun` in payload.config.ts) in the app process, as Payload's admin and REST
 * routes do; `next build` never starts it.
 */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config, cron: true })
}
