import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The shared Payload instance for server components, route handlers and loaders. */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
