/**
 * The settings editor's form, generated from the JSON Schema of SiteConfig (or of the flags): a
 * tab per section, one described control per setting. Client-safe (no Payload, no React).
 */
import { SETTING_DESCRIPTIONS } from './settingDescriptions'

export type JsonSchema = {
  type?: string | string[]
  title?: string
  dealerEditable?: boolean
  properties?: Record<string, JsonSchema>
  additionalProperties?: unknown
  anyOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  items?: JsonSchema
  default?: unknown
  minimum?: number
  maximum?: number
}

export type Option = { value: string | number; label: string }

export type Control =
  | { kind: 'boolean' }
  | { kind: 'number'; integer: boolean; min?: number; max?: number }
  | { kind: 'text' }
  | { kind: 'select'; options: Option[] }
  | { kind: 'list'; item: Control; itemDefault: unknown }
  | { kind: 'group'; fields: SettingField[] }
  | { kind: 'json' }

export type SettingField = {
  /** The dotted path in the stored JSON (errors are keyed by it). */
  path: string
  /** The keys of the path (a flag's key contains dots itself). */
  segments: string[]
  key: string
  label: string
  description: string | undefined
  default: unknown
  /** null is a value of its own ("not set"). */
  nullable: boolean
  control: Control
}

export type SettingsTab = { id: string; title: string; dealerEditable: boolean; fields: SettingField[] }

const SAFE_INTEGER = 9007199254740991

/** `minPhotos` → "Min photos"; a flag's dotted key `search.scrollToTopOnChange` → "Search: scroll to top on change". */
export function labelOf(key: string): string {
  const words = (part: string) => part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  const text = key.split('.').map(words).join(': ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

const isObjectNode = (node: JsonSchema) => node.type === 'object' && node.properties !== undefined && Object.keys(node.properties).length > 0

function nonNull(node: JsonSchema): { inner: JsonSchema; nullable: boolean } {
  const branches = node.anyOf ?? []
  const rest = branches.filter((branch) => branch.type !== 'null')
  if (branches.length > 0 && rest.length < branches.length && rest.length === 1 && rest[0]) return { inner: { ...rest[0], default: node.default }, nullable: true }
  return { inner: node, nullable: false }
}

/** The starting value of a new list row or of a nullable setting being set. */
export function blankOf(control: Control, node?: JsonSchema): unknown {
  if (node?.default !== undefined) return node.default
  switch (control.kind) {
    case 'boolean': return false
    case 'number': return control.min ?? 0
    case 'text': return ''
    case 'select': return control.options[0]?.value ?? ''
    case 'list': return []
    case 'group': return Object.fromEntries(control.fields.map((field) => [field.key, field.default ?? blankOf(field.control)]))
    case 'json': return {}
  }
}

export function controlOf(node: JsonSchema, segments: string[]): Control {
  const consts = node.anyOf?.every((branch) => branch.const !== undefined) ? node.anyOf.map((branch) => branch.const) : undefined
  const choices = node.enum ?? consts
  if (choices) return { kind: 'select', options: choices.map((value) => ({ value: value as string | number, label: String(value) })) }
  if (node.type === 'boolean') return { kind: 'boolean' }
  if (node.type === 'number' || node.type === 'integer') {
    const max = node.maximum !== undefined && node.maximum < SAFE_INTEGER ? node.maximum : undefined
    return { kind: 'number', integer: node.type === 'integer', min: node.minimum, max }
  }
  if (node.type === 'string') return { kind: 'text' }
  if (node.type === 'array' && node.items) {
    const item = controlOf(node.items, [...segments, '0'])
    return { kind: 'list', item, itemDefault: blankOf(item, node.items) }
  }
  if (isObjectNode(node)) return { kind: 'group', fields: fieldsOf(node, segments) }
  return { kind: 'json' }
}

export function fieldOf(key: string, node: JsonSchema, prefix: string[]): SettingField {
  const segments = [...prefix, key]
  const path = segments.join('.')
  const { inner, nullable } = nonNull(node)
  return { path, segments, key, label: node.title ?? labelOf(key), description: SETTING_DESCRIPTIONS[path], default: node.default, nullable, control: controlOf(inner, segments) }
}

export function fieldsOf(node: JsonSchema, prefix: string[]): SettingField[] {
  return Object.entries(node.properties ?? {}).map(([key, child]) => fieldOf(key, child, prefix))
}

/**
 * One tab per object section (`title` and `dealerEditable` from the schema's metadata); the
 * top-level settings that are not sections share a "General" tab (platform staff only).
 */
export function settingsTabs(schema: JsonSchema): SettingsTab[] {
  const entries = Object.entries(schema.properties ?? {})
  const sections = entries.filter(([, node]) => isObjectNode(node) || node.title !== undefined)
  const general = entries.filter(([, node]) => !(isObjectNode(node) || node.title !== undefined))
  const tabs = sections.map(([key, node]) => ({
    id: key,
    title: node.title ?? labelOf(key),
    dealerEditable: node.dealerEditable === true,
    fields: isObjectNode(node) ? fieldsOf(node, [key]) : [fieldOf(key, { ...node, title: 'Rows (by id)' }, [])],
  }))
  if (general.length === 0) return tabs
  return [...tabs, { id: 'general', title: 'General', dealerEditable: false, fields: general.map(([key, node]) => fieldOf(key, node, [])) }]
}

/** The tabs a user may change: every tab for platform staff, the dealer-editable ones for dealer staff. */
export const visibleTabs = (tabs: SettingsTab[], platformStaff: boolean): SettingsTab[] => (platformStaff ? tabs : tabs.filter((tab) => tab.dealerEditable))

type Stored = Record<string, unknown>
const isRecord = (value: unknown): value is Stored => typeof value === 'object' && value !== null && !Array.isArray(value)

export function valueAt(root: unknown, segments: readonly string[]): unknown {
  return segments.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), root)
}

/**
 * A copy of the sparse stored JSON with `value` at `path`; `undefined` removes the key (back to
 * the default) and drops objects it leaves empty.
 */
export function withSetting(root: unknown, segments: readonly string[], value: unknown): Stored {
  const base = isRecord(root) ? root : {}
  const [key = '', ...rest] = segments
  const next = rest.length === 0 ? value : withSetting(base[key], rest, value)
  const copy: Stored = { ...base }
  if (next === undefined || (rest.length > 0 && isRecord(next) && Object.keys(next).length === 0)) delete copy[key]
  else copy[key] = next
  return copy
}

/** Server messages arrive as `config.inventory.minPhotos: reason; config.x: reason` (see validateSettings). */
export function serverErrors(message: string | undefined, field: string): Map<string, string> {
  const errors = new Map<string, string>()
  for (const part of (message ?? '').split('; ')) {
    const match = new RegExp(`^${field}\\.(\\S+): (.+)$`).exec(part.trim())
    if (match?.[1] && match[2]) errors.set(match[1], match[2])
  }
  return errors
}

/** How a default reads next to its control. */
export function describeDefault(value: unknown): string {
  if (value === undefined) return 'the lender row, then the built-in value'
  if (value === null) return 'not set'
  if (value === true) return 'on'
  if (value === false) return 'off'
  if (typeof value === 'string') return value === '' ? '(empty)' : value
  if (Array.isArray(value) && value.length === 0) return 'none'
  return typeof value === 'number' ? String(value) : JSON.stringify(value)
}
