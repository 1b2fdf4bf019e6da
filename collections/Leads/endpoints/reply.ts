import type { Endpoint, PayloadRequest } from 'payload'
import { checkReply, queueReply, replyContext } from '../../../site/leads/reply'

const forbidden = () => Response.json({ message: 'You are not allowed to perform this action.', errors: [] }, { status: 403 })
const missing = () => Response.json({ message: 'Not Found', errors: [] }, { status: 404 })

async function context(req: PayloadRequest) {
  const id = Number(req.routeParams?.id)
  if (!req.user || req.user.collection !== 'users') return { error: forbidden() }
  if (!Number.isInteger(id) || id <= 0) return { error: missing() }
  // With the user's eyes: a lead of another site is missing.
  const found = await replyContext(req.payload, id, req.user, req)
  return found ? { found } : { error: missing() }
}

/** `GET /api/leads/:id/reply-templates`: the channels the shopper can be answered on and the site's templates filled in for this lead. */
export const replyTemplatesEndpoint: Endpoint = {
  path: '/:id/reply-templates',
  method: 'get',
  handler: async (req) => {
    const { found, error } = await context(req)
    if (error) return error
    return Response.json({ channels: found.channels, templates: found.templates })
  },
}

/**
 * `POST /api/leads/:id/reply` `{channel: 'email'|'sms', subject, body, template}`: queues the reply
 * (site/leads/reply.ts) and answers 201 with its timeline entry; 422 with the field of a bad input.
 */
export const replyEndpoint: Endpoint = {
  path: '/:id/reply',
  method: 'post',
  handler: async (req) => {
    const { found, error } = await context(req)
    if (error) return error
    const input = (await req.json?.().catch(() => null)) as Record<string, unknown> | null
    if (!input || typeof input !== 'object') return Response.json({ message: 'Send the reply as JSON.', errors: [{ path: 'body', message: 'Send the reply as JSON.' }] }, { status: 400 })
    const reply = checkReply(input, found.channels)
    if (!reply.ok) return Response.json({ message: 'Please fix the following errors:', errors: reply.errors }, { status: 422 })
    const entry = await queueReply(req.payload, found.lead, req.user!, reply)
    return Response.json({ activity: entry.id }, { status: 201 })
  },
}
