/**
 * Locked blocks (issue 8 item 5): platform staff lock a block (e.g. a legal disclaimer) and a dealer
 * editor may then not remove it, move it past another locked block, change its props, or lock a
 * block themselves. Blocks are matched by their Puck id; the order that counts is that of the
 * locked blocks among themselves, since moving other blocks around a locked one is allowed. Blocks
 * inside slots (Columns) are checked the same way.
 */

type Item = { type?: unknown; props?: Record<string, unknown> }
type LayoutLike = { content?: unknown }

const isItem = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && typeof (value as Item).type === 'string' && typeof (value as Item).props === 'object'

type Named = { item: Item; name: string }

/** Every block, slot content included (depth first), named as validateLayout names it. */
const flatten = (items: unknown, where = ''): Named[] =>
  Array.isArray(items)
    ? items.filter(isItem).flatMap((item, index) => {
        const name = `${where}Block "${String(item.type)}" (position ${index + 1})`
        return [{ item, name }, ...Object.entries(item.props ?? {}).flatMap(([slot, value]) => flatten(value, `${name} slot "${slot}": `))]
      })
    : []

const itemsOf = (layout: unknown): Named[] => flatten((layout as LayoutLike | null | undefined)?.content)
const idOf = (item: Item) => String(item.props?.id ?? '')

const withDefaults = (item: Item, defaultsOf: (type: string) => Record<string, unknown>) => ({ ...defaultsOf(String(item.type)), ...item.props })

/** Key-order-independent equality of JSON values (props come back from PostgreSQL JSONB re-ordered). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  return ka.length === kb.length && ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

/**
 * What a non-staff save would break; empty when it keeps every locked block as stored. Props are
 * compared with the block's defaults filled in, as the editor fills them before saving.
 */
export function lockViolations(stored: unknown, next: unknown, defaultsOf: (type: string) => Record<string, unknown> = () => ({})): string[] {
  const before = itemsOf(stored)
  const after = itemsOf(next)
  const locked = before.filter(({ item }) => item.props?.locked === true)
  const lockedIds = new Set(locked.map(({ item }) => idOf(item)))
  const errors: string[] = []
  for (const { item, name } of locked) {
    const now = after.find((a) => idOf(a.item) === idOf(item))?.item
    if (!now) errors.push(`${name} is locked and cannot be removed`)
    else if (now.type !== item.type || !sameJson(withDefaults(now, defaultsOf), withDefaults(item, defaultsOf))) errors.push(`${name} is locked and cannot be changed`)
  }
  const order = (items: Named[]) => items.map(({ item }) => idOf(item)).filter((id) => lockedIds.has(id))
  const kept = order(before).filter((id) => order(after).includes(id))
  if (errors.length === 0 && kept.join('\n') !== order(after).join('\n')) errors.push('Locked blocks cannot be moved')
  for (const { item, name } of after) {
    if (item.props?.locked === true && !lockedIds.has(idOf(item))) errors.push(`${name}: only platform staff can lock blocks`)
  }
  return errors
}
