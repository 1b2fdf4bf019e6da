import { z } from 'zod'
import { definitions as registry } from './definitions'

/** The saved Puck `Data` shape (content list; zones are not used: slots live in props). */
const layoutSchema = z.object({
  root: z.object({ props: z.record(z.string(), z.unknown()).optional() }).loose(),
  content: z.array(z.object({ type: z.string(), props: z.record(z.string(), z.unknown()) }).loose()),
  zones: z.record(z.string(), z.array(z.unknown())).optional(),
})

export type LayoutItem = { type: string; props: Record<string, unknown> }
export type Layout = { root: { props?: Record<string, unknown> }; content: LayoutItem[] }
export type LayoutResult = { ok: true; layout: Layout } | { ok: false; errors: string[] }

const slotFields = (type: string) =>
  Object.entries(registry[type]?.fields ?? {}).flatMap(([name, field]) => (field.type === 'slot' ? [{ name, disallow: field.disallow ?? [], allow: field.allow }] : []))

/** The vehicle page's sections render only inside the VehicleDetail block (they need its car). */
const SECTION_PARENT = 'VehicleDetail'
const isVehicleSection = (type: string) => registry[type]?.category === 'vehicle' && type !== SECTION_PARENT

/** Errors of one block and, recursively, of the blocks in its slots; `where` names the enclosing block and slot. */
const itemErrors = (item: LayoutItem, index: number, where = '', parent = ''): string[] => {
  const block = registry[item.type]
  const name = `${where}Block "${item.type}" (position ${index + 1})`
  if (!block) return [`${where}Unknown block "${item.type}" at position ${index + 1}`]
  if (isVehicleSection(item.type) && parent !== SECTION_PARENT) return [`${name} belongs inside the "${registry[SECTION_PARENT]?.label}" block`]
  const { id: _id, ...props } = item.props
  const result = block.schema.safeParse(props)
  if (!result.success) return result.error.issues.map((issue) => `${name} field "${issue.path.join('.') || '(props)'}": ${issue.message}`)
  return slotFields(item.type).flatMap(({ name: slot, disallow, allow }) => {
    const children = (result.data[slot] ?? []) as LayoutItem[]
    const inner = `${name} slot "${slot}": `
    return children.flatMap((child, i) =>
      disallow.includes(child.type) || (allow && registry[child.type] && !allow.includes(child.type))
        ? [`${inner}Block "${child.type}" (position ${i + 1}) cannot be placed here`]
        : itemErrors(child, i, inner, item.type),
    )
  })
}

/** Checks a layout against the registry; errors name the block and the field. */
export function validateLayout(value: unknown): LayoutResult {
  const parsed = layoutSchema.safeParse(value)
  if (!parsed.success) {
    return { ok: false, errors: parsed.error.issues.map((i) => `layout.${i.path.join('.')}: ${i.message}`) }
  }
  const errors = parsed.data.content.flatMap((item, index) => itemErrors(item, index))
  return errors.length ? { ok: false, errors } : { ok: true, layout: parsed.data }
}
