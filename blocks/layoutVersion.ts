/**
 * Stored layouts carry the version of the block schemas they were written for, in
 * `root.props.schemaVersion` (none: version 0, every layout saved before versions existed). A change
 * to a block's props that old layouts would fail adds a pure migration here and bumps
 * LAYOUT_VERSION; layouts are migrated when loaded (shopper pages, editor) and when saved, so the
 * stored data catches up as pages are edited and nothing breaks meanwhile.
 */
export const LAYOUT_VERSION = 1

type Json = Record<string, unknown>
type LayoutJson = { root?: { props?: Json } & Json; content?: unknown } & Json

/** migrations[n] turns a version-n layout into a version n+1 one. Pure: input in, new value out. */
const migrations: Record<number, (layout: LayoutJson) => LayoutJson> = {
  // 0 → 1: versions introduced; the block props did not change.
  0: (layout) => layout,
}

export type Migrated = { ok: true; layout: unknown; from: number } | { ok: false; error: string }

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

export const versionOf = (layout: unknown): number => {
  const version = isObject(layout) && isObject(layout.root) && isObject(layout.root.props) ? layout.root.props.schemaVersion : undefined
  return version === undefined ? 0 : typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : -1
}

/** The layout at LAYOUT_VERSION (stamped in root.props), or why it cannot be. Anything not a layout object is left to the validator. */
export function migrateLayout(value: unknown): Migrated {
  if (!isObject(value)) return { ok: true, layout: value, from: LAYOUT_VERSION }
  const from = versionOf(value)
  if (from < 0) return { ok: false, error: 'layout.root.props.schemaVersion: must be a whole number' }
  if (from > LAYOUT_VERSION) return { ok: false, error: `layout.root.props.schemaVersion: ${from} is newer than this app's ${LAYOUT_VERSION}` }
  let layout: LayoutJson = value
  for (let version = from; version < LAYOUT_VERSION; version++) layout = (migrations[version] ?? ((l) => l))(layout)
  const root = isObject(layout.root) ? layout.root : {}
  const props = isObject(root.props) ? root.props : {}
  return { ok: true, layout: { ...layout, root: { ...root, props: { ...props, schemaVersion: LAYOUT_VERSION } } }, from }
}
