import { z } from 'zod'
import { registry } from './registry'

/** The saved Puck `Data` shape (content list; zones are not used: slots live in props). */
const layoutSchema = z.object({
  root: z.object({ props: z.record(z.string(), z.unknown()).optional() }).loose(),
  content: z.array(z.object({ type: z.string(), props: z.record(z.string(), z.unknown()) }).loose()),
  zones: z.record(z.string(), z.array(z.unknown())).optional(),
})

export type LayoutItem = { type: string; props: Record<string, unknown> }
export type Layout = { root: { props?: Record<string, unknown> }; content: LayoutItem[] }
export type LayoutResult = { ok: true; layout: Layout } | { ok: false; errors: string[] }

const itemErrors = (item: LayoutItem, index: number): string[] => {
  const block = registry[item.type]
  if (!block) return [`Unknown block "${item.type}" at position ${index + 1}`]
  const { id: _id, ...props } = item.props
  const result = block.schema.safeParse(props)
  if (result.success) return []
  return result.error.issues.map((issue) => `Block "${item.type}" (position ${index + 1}) field "${issue.path.join('.') || '(props)'}": ${issue.message}`)
}

/** Checks a layout against the registry; errors name the block and the field. */
export function validateLayout(value: unknown): LayoutResult {
  const parsed = layoutSchema.safeParse(value)
  if (!parsed.success) {
    return { ok: false, errors: parsed.error.issues.map((i) => `layout.${i.path.join('.')}: ${i.message}`) }
  }
  const errors = parsed.data.content.flatMap(itemErrors)
  return errors.length ? { ok: false, errors } : { ok: true, layout: parsed.data }
}
