/**
 * The kinds of a lead's timeline entry and their words (client-safe: the lead page's timeline reads
 * them). Writers are in activities.ts.
 */
export const ACTIVITY_KINDS = ['received', 'delivery', 'status', 'assigned', 'note', 'call', 'reply'] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]

/** What staff may add themselves through the API; every other kind is the system's. */
export const STAFF_KINDS = ['note', 'call'] as const satisfies readonly ActivityKind[]

/** Kinds that answer the shopper: the first of them is the lead's first response. */
export const RESPONSE_KINDS = ['call', 'reply'] as const satisfies readonly ActivityKind[]

/** `reply-chat`: a reply to an Instant Message lead written in the lead's Replies (emailed, and shown in the car page's chat). */
export const ACTIVITY_CHANNELS = ['email', 'webhook', 'confirmation', 'reply-email', 'reply-sms', 'reply-chat'] as const
export const ACTIVITY_OUTCOMES = ['delivered', 'failed', 'dead', 'queued'] as const

/** The request's context key of the system's own writes (a hook, the delivery job, the reply endpoint). */
export const SYSTEM_ACTIVITY = 'leadActivitySystem'

export const STAFF_KIND_MESSAGE = 'Staff add notes and logged calls; every other entry is written by the system.'
export const NOTE_MESSAGE = 'Write the note.'
export const LEAD_MESSAGE = 'Choose a lead you can see.'

/** The words of a channel on the timeline. */
export const CHANNEL_LABELS: Record<(typeof ACTIVITY_CHANNELS)[number], string> = {
  email: 'Lead email to the dealership',
  webhook: 'CRM webhook',
  confirmation: 'Confirmation to the shopper',
  'reply-email': 'Reply email',
  'reply-sms': 'Reply SMS',
  'reply-chat': 'Instant Message reply',
}

export type TimelineEntry = {
  kind: string
  channel?: string | null
  outcome?: string | null
  attempt?: number | null
  detail?: string | null
  fromStatus?: string | null
  toStatus?: string | null
  assigneeName?: string | null
}

const statusWord = (status: string | null | undefined) => (status ? status.replace(/-/g, ' ') : '—')

/** One line for a timeline entry: what happened (who did it and the text are shown beside it). */
export function describeEntry(entry: TimelineEntry): string {
  const channel = CHANNEL_LABELS[entry.channel as keyof typeof CHANNEL_LABELS] ?? entry.channel ?? 'Delivery'
  switch (entry.kind) {
    case 'received':
      return 'Lead received'
    case 'delivery':
      if (entry.outcome === 'delivered') return `${channel}: delivered${entry.attempt && entry.attempt > 1 ? ` (attempt ${entry.attempt})` : ''}`
      if (entry.outcome === 'queued') return `${channel}: queued`
      if (entry.outcome === 'dead') return `${channel}: given up after ${entry.attempt ?? '?'} attempts${entry.detail ? ` (${entry.detail})` : ''}`
      return `${channel}: attempt ${entry.attempt ?? '?'} failed${entry.detail ? ` (${entry.detail})` : ''}`
    case 'status':
      return `Status: ${statusWord(entry.fromStatus)} → ${statusWord(entry.toStatus)}`
    case 'assigned':
      return entry.assigneeName ? `Assigned to ${entry.assigneeName}` : 'Unassigned'
    case 'note':
      return 'Note'
    case 'call':
      return 'Call logged'
    case 'reply':
      return entry.channel === 'reply-sms' ? 'Reply by SMS' : entry.channel === 'reply-chat' ? 'Reply by Instant Message' : 'Reply by email'
    default:
      return entry.kind
  }
}
