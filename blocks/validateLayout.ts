import { z } from 'zod'
import { entryOf } from './blockTypes'
import { migrateLayout } from './layoutVersion'
import type { SlotItem } from './types'

/** The saved Puck `Data` shape (content list; zones are not used: slots live in props). */
const layoutSchema = z.object({
  root: z.object({ props: z.record(z.string(), z.unknown()).optional() }).loose(),
  content: z.array(z.object({ type: z.string(), props: z.record(z.string(), z.unknown()) }).loose()),
  zones: z.record(z.string(), z.array(z.unknown())).optional(),
})

export type LayoutItem = SlotItem
export type Layout = { root: { props?: Record<string, unknown> }; content: LayoutItem[] }
export type LayoutResult = { ok: true; layout: Layout } | { ok: false; errors: string[] }
/** A stored layout as it can be shown: its valid blocks, and what was wrong with the rest. */
export type CheckedLayout = { layout: Layout; errors: string[] }

const slotFields = (type: string) =>
  Object.entries(entryOf(type)?.fields ?? {}).flatMap(([name, field]) => (field.type === 'slot' ? [{ name, disallow: field.disallow ?? [], allow: field.allow }] : []))

/** Errors of one block and, recursively, of the blocks in its slots; `where` names the enclosing block and slot. */
const itemErrors = (item: LayoutItem, index: number, where = '', parent = ''): string[] => {
  const block = entryOf(item.type)
  const name = `${where}Block "${item.type}" (position ${index + 1})`
  if (!block) return [`${where}Unknown block "${item.type}" at position ${index + 1}`]
  if (block.parent && parent !== block.parent) return [`${name} belongs inside the "${entryOf(block.parent)?.label}" block`]
  const { id: _id, ...props } = item.props
  const result = block.schema.safeParse(props)
  if (!result.success) return result.error.issues.map((issue) => `${name} field "${issue.path.join('.') || '(props)'}": ${issue.message}`)
  return slotFields(item.type).flatMap(({ name: slot, disallow, allow }) => {
    const children = (result.data[slot] ?? []) as LayoutItem[]
    const inner = `${name} slot "${slot}": `
    return children.flatMap((child, i) =>
      disallow.includes(child.type) || (allow && entryOf(child.type) && !allow.includes(child.type))
        ? [`${inner}Block "${child.type}" (position ${i + 1}) cannot be placed here`]
        : itemErrors(child, i, inner, item.type),
    )
  })
}

const parse = (value: unknown): { ok: true; layout: Layout } | { ok: false; errors: string[] } => {
  const migrated = migrateLayout(value)
  if (!migrated.ok) return { ok: false, errors: [migrated.error] }
  const parsed = layoutSchema.safeParse(migrated.layout)
  return parsed.success ? { ok: true, layout: parsed.data } : { ok: false, errors: parsed.error.issues.map((i) => `layout.${i.path.join('.')}: ${i.message}`) }
}

/** Checks a layout (migrated to the current schema version first) against the registry; errors name the block and the field. */
export function validateLayout(value: unknown): LayoutResult {
  const parsed = parse(value)
  if (!parsed.ok) return parsed
  const errors = parsed.layout.content.flatMap((item, index) => itemErrors(item, index))
  return errors.length ? { ok: false, errors } : parsed
}

/**
 * A stored layout for showing: the blocks that pass, and the errors of those left out (an unreadable
 * layout keeps no blocks). Shoppers then see the page's valid blocks, and editors are told why
 * the others are missing, rather than the page silently rendering empty.
 */
export function checkStoredLayout(value: unknown): CheckedLayout {
  const parsed = parse(value)
  if (!parsed.ok) return { layout: { root: { props: {} }, content: [] }, errors: parsed.errors }
  const checked = parsed.layout.content.map((item, index) => ({ item, errors: itemErrors(item, index) }))
  return { layout: { ...parsed.layout, content: checked.filter((c) => c.errors.length === 0).map((c) => c.item) }, errors: checked.flatMap((c) => c.errors) }
}
