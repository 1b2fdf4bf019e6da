import { getPayload, type Payload } from 'payload'
import config from '../../../payload.config'

export const testPayload = (): Promise<Payload> => getPayload({ config })
