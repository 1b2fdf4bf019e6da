/**
 * Reply templates (issue 49 item 3): a site's texts with placeholders that a reply from a lead
 * fills in. Known placeholders: {firstName}, {name}, {car}, {location}, {hours}, {dealership},
 * {staffName}. A placeholder with no value for this lead reads as the fallback word; an unknown one
 * is left as written (the settings editor shows it). Not in the specs.
 */
export const REPLY_PLACEHOLDERS = ['firstName', 'name', 'car', 'location', 'hours', 'dealership', 'staffName'] as const
export type ReplyPlaceholder = (typeof REPLY_PLACEHOLDERS)[number]
export type ReplyValues = Partial<Record<ReplyPlaceholder, string | null>>

const FALLBACK: Record<ReplyPlaceholder, string> = {
  firstName: 'there',
  name: 'there',
  car: 'the car you asked about',
  location: 'our dealership',
  hours: 'during business hours',
  dealership: 'the team',
  staffName: 'The sales team',
}

/** The template with each known placeholder replaced by its value, or its fallback when empty. */
export function fillTemplate(template: string, values: ReplyValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!(REPLY_PLACEHOLDERS as readonly string[]).includes(key)) return whole
    const value = values[key as ReplyPlaceholder]?.trim()
    return value ? value : FALLBACK[key as ReplyPlaceholder]
  })
}

/** The placeholders of a template that are not known (for the settings' validation). */
export const unknownPlaceholders = (template: string): string[] =>
  [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((key) => !(REPLY_PLACEHOLDERS as readonly string[]).includes(key))

/** An SMS is one line of at most this many characters (two segments). */
export const SMS_REPLY_MAX = 306

/** A reply's text as an SMS: one paragraph, cut at the limit with an ellipsis. */
export function smsText(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim()
  return flat.length <= SMS_REPLY_MAX ? flat : `${flat.slice(0, SMS_REPLY_MAX - 1).trimEnd()}…`
}
