import type { CollectionAfterChangeHook } from 'payload'
import { SYSTEM_ACTIVITY } from '../../site/leads/activities'
import { relationId } from '../../site/relationId'

/**
 * A lead's status and assignee changes go on its timeline (lead-activities), in the update's own
 * transaction, with who made them. The entry is the system's record: written past the staff rules.
 */
export const timelineOfChanges: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  const entries: Array<Record<string, unknown>> = []
  if (previousDoc.status !== doc.status) entries.push({ kind: 'status', fromStatus: previousDoc.status ?? null, toStatus: doc.status, detail: `${previousDoc.status ?? '—'} → ${doc.status}` })
  if (relationId(previousDoc.assignee) !== relationId(doc.assignee)) entries.push({ kind: 'assigned', assignee: relationId(doc.assignee) })
  if (!entries.length) return doc
  const actor = req.user?.collection === 'users' ? req.user.id : null
  const before = req.context[SYSTEM_ACTIVITY]
  try {
    for (const entry of entries) {
      await req.payload.create({ collection: 'lead-activities', data: { lead: doc.id, site: relationId(doc.site), actor, ...entry } as never, req, overrideAccess: true, context: { [SYSTEM_ACTIVITY]: true }, depth: 0, select: { kind: true } })
    }
  } finally {
    req.context[SYSTEM_ACTIVITY] = before
  }
  return doc
}
