import { getPayload, type Payload } from 'payload'
import config from '../../../payload.config'
import { getPayloadClient } from '../../../site/payload'

/** The app's own shared instance: the int project keeps modules between files, so it starts once. */
export const testPayload = (): Promise<Payload> => getPayloadClient()

/** An instance without the jobs runner, for the isolated files that drive the queues themselves. */
export const payloadWithoutJobsRunner = (): Promise<Payload> => getPayload({ config })
