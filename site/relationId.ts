/** The id a Payload relationship field holds, read at any depth: the document's id, the id itself, or null. */
export const relationId = (ref: unknown): number | null => (ref && typeof ref === 'object' ? Number((ref as { id: unknown }).id) : ref == null ? null : Number(ref))
