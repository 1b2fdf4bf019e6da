'use client'
import { useState } from 'react'
import { blankOf, describeDefault, type Control, type SettingField } from '../../site/config/settingsForm'

export type Errors = ReadonlyMap<string, string>
type Change = (value: unknown) => void

const idOf = (path: string) => `setting-${path.replace(/[^a-zA-Z0-9_-]/g, '-')}`

const box = { display: 'grid', gap: '0.25rem', marginBottom: '1rem' } as const
const hint = { fontSize: '0.85em', opacity: 0.8, margin: 0 } as const
const errorStyle = { color: 'var(--theme-error-600, #b00020)', margin: 0, fontWeight: 600 } as const

/** One setting: its label, control, description, default and error (if any), wired for screen readers. */
export function SettingRow({ field, value, onChange, onReset, errors, disabled }: { field: SettingField; value: unknown; onChange: Change; onReset: () => void; errors: Errors; disabled: boolean }) {
  const id = idOf(field.path)
  const error = errors.get(field.path)
  const described = [`${id}-help`, error ? `${id}-error` : ''].filter(Boolean).join(' ')
  if (field.control.kind === 'group') {
    // A group with a default of its own (a range) is stored whole; a section part is stored sparse.
    const whole = typeof field.default === 'object' && field.default !== null && Object.keys(field.default).length > 0
    const current = (value ?? (whole ? field.default : undefined)) as Record<string, unknown> | undefined
    return (
      <fieldset style={{ ...box, border: '1px solid var(--theme-elevation-150, #ccc)', padding: '0.75rem' }}>
        <legend>{field.label}</legend>
        {field.description ? <p style={hint}>{field.description}</p> : null}
        {field.control.fields.map((schemaChild) => {
          // The schema names a list row's fields after row 0: each row rebases them on its own path (unique ids and error keys).
          const child = { ...schemaChild, path: `${field.path}.${schemaChild.key}`, segments: [...field.segments, schemaChild.key] }
          return (
          <SettingRow key={child.path} field={child} value={current?.[child.key]} errors={errors} disabled={disabled}
            onChange={(next) => onChange({ ...(current ?? {}), [child.key]: next })}
            onReset={() => { const copy = { ...(current ?? {}) }; delete copy[child.key]; onChange(whole ? copy : Object.keys(copy).length ? copy : undefined) }} />
          )
        })}
      </fieldset>
    )
  }
  return (
    <div style={box} data-setting={field.path}>
      {field.control.kind === 'boolean' ? null : <label htmlFor={id} style={{ fontWeight: 600 }}>{field.label}</label>}
      <ValueControl id={id} field={field} control={field.control} value={value === undefined ? field.default : value} onChange={onChange} described={described} invalid={Boolean(error)} disabled={disabled} errors={errors} />
      <p id={`${id}-help`} style={hint}>
        {field.description ? `${field.description}. ` : ''}Default: {describeDefault(field.default)}.{' '}
        <button type="button" onClick={onReset} disabled={disabled} style={{ textDecoration: 'underline', background: 'none', border: 0, padding: 0, cursor: 'pointer', color: 'inherit' }}>
          Reset {field.label} to default
        </button>
      </p>
      {error ? <p id={`${id}-error`} role="alert" style={errorStyle}>{error}</p> : null}
    </div>
  )
}

type ControlProps = { id: string; field: SettingField; control: Control; value: unknown; onChange: Change; described: string; invalid: boolean; disabled: boolean; errors: Errors }

function ValueControl(props: ControlProps) {
  const { id, field, control, value, onChange, described, invalid, disabled } = props
  const common = { id, 'aria-describedby': described, 'aria-invalid': invalid || undefined, disabled }
  switch (control.kind) {
    case 'boolean':
      return (
        <label htmlFor={id} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', fontWeight: 600 }}>
          <input type="checkbox" {...common} checked={value === true} onChange={(e) => onChange(e.target.checked)} />
          {field.label}
        </label>
      )
    case 'number':
      return (
        <input type="number" {...common} min={control.min} max={control.max} step={control.integer ? 1 : 'any'} value={typeof value === 'number' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? (field.nullable ? null : undefined) : Number(e.target.value))} />
      )
    case 'text':
      return <input type="text" {...common} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value === '' && field.nullable ? null : e.target.value)} />
    case 'select':
      return (
        <select {...common} value={value === null || value === undefined ? '' : String(value)}
          onChange={(e) => onChange(e.target.value === '' ? null : control.options.find((o) => String(o.value) === e.target.value)?.value)}>
          {field.nullable || value === undefined ? <option value="">{field.nullable ? '— not set —' : '— choose —'}</option> : null}
          {control.options.map((option) => <option key={String(option.value)} value={String(option.value)}>{option.label}</option>)}
        </select>
      )
    case 'list':
      return <ListEditor {...props} control={control} />
    case 'group':
    case 'json':
      return <JsonEditor {...props} />
  }
}

function ListEditor({ id, field, control, value, onChange, described, disabled, errors }: ControlProps & { control: Extract<Control, { kind: 'list' }> }) {
  const rows = Array.isArray(value) ? value : []
  const set = (index: number, next: unknown) => onChange(rows.map((row, i) => (i === index ? next : row)))
  const itemField = (index: number): SettingField => ({ ...field, path: `${field.path}.${index}`, segments: [...field.segments, String(index)], key: String(index), label: `${field.label} ${index + 1}`, nullable: false, default: undefined, control: control.item })
  return (
    <div id={id} role="group" aria-describedby={described} style={{ display: 'grid', gap: '0.5rem' }}>
      {field.nullable && value === null ? <p style={hint}>Not set.</p> : null}
      <ol style={{ margin: 0, paddingLeft: '1.5rem', display: 'grid', gap: '0.5rem' }}>
        {rows.map((row, index) => {
          const item = itemField(index)
          const itemId = idOf(item.path)
          const error = errors.get(item.path)
          return (
            <li key={index} data-setting={item.path}>
              {control.item.kind === 'group' ? (
                <SettingRow field={{ ...item, control: control.item }} value={row} onChange={(next) => set(index, next)} onReset={() => set(index, control.itemDefault)} errors={errors} disabled={disabled} />
              ) : (
                <span style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
                  <label htmlFor={itemId} className="sr-only" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{item.label}</label>
                  <ValueControl id={itemId} field={item} control={control.item} value={row} onChange={(next) => set(index, next)} described={error ? `${itemId}-error` : ''} invalid={Boolean(error)} disabled={disabled} errors={errors} />
                </span>
              )}
              <button type="button" disabled={disabled} onClick={() => onChange(rows.filter((_, i) => i !== index))}>Remove {item.label}</button>
              {error ? <p id={`${itemId}-error`} role="alert" style={errorStyle}>{error}</p> : null}
            </li>
          )
        })}
      </ol>
      <span>
        <button type="button" disabled={disabled} onClick={() => onChange([...rows, structuredClone(control.itemDefault ?? blankOf(control.item))])}>Add to {field.label}</button>
        {field.nullable ? <button type="button" disabled={disabled} onClick={() => onChange(null)} style={{ marginLeft: '0.5rem' }}>Clear {field.label}</button> : null}
      </span>
    </div>
  )
}

/** Records (lender rows, phone numbers by dealership) and mixed unions: edited as JSON text, parsed on every change. */
function JsonEditor({ id, value, onChange, described, invalid, disabled }: ControlProps) {
  const shown = value === undefined ? '' : JSON.stringify(value, null, 2)
  const [text, setText] = useState(shown)
  const [parseError, setParseError] = useState<string | null>(null)
  return (
    <>
      <textarea id={id} aria-describedby={parseError ? `${id}-json ${described}` : described} aria-invalid={invalid || parseError !== null || undefined} disabled={disabled} rows={Math.min(12, Math.max(3, text.split('\n').length))}
        style={{ fontFamily: 'monospace' }} value={text}
        onChange={(e) => {
          setText(e.target.value)
          if (e.target.value.trim() === '') { setParseError(null); onChange(undefined); return }
          const parsed = safeJson(e.target.value)
          setParseError(parsed.ok ? null : 'Not valid JSON')
          if (parsed.ok) onChange(parsed.value)
        }} />
      {parseError ? <p id={`${id}-json`} role="alert" style={errorStyle}>{parseError}</p> : null}
    </>
  )
}

function safeJson(text: string): { ok: true; value: unknown } | { ok: false } {
  const trimmed = text.trim()
  // JSON.parse throws on bad input; a quick shape check first keeps the throw out of normal typing.
  if (!/^[[{"\-0-9tfn]/.test(trimmed)) return { ok: false }
  return parseOrFail(trimmed)
}

function parseOrFail(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch (error) {
    if (error instanceof SyntaxError) return { ok: false }
    throw error
  }
}
