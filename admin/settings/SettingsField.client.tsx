'use client'
import { useAuth, useField } from '@payloadcms/ui'
import { useId, useMemo, useState, type KeyboardEvent } from 'react'
import { isPlatformStaff, type RoleUser } from '../../access/roles'
import { configIssues } from '../../site/config/issues'
import { siteFlagsSchema } from '../../site/config/flags'
import { safeParseStoredConfig, siteConfigJsonSchema } from '../../site/config/siteConfig'
import { serverErrors, settingsTabs, valueAt, visibleTabs, withSetting, type JsonSchema, type SettingsTab } from '../../site/config/settingsForm'
import { z } from 'zod'
import { SettingRow } from './SettingControls.client'

type Kind = 'config' | 'flags'
type Props = { path?: string; kind?: Kind; readOnly?: boolean; field?: { name?: string } }

const schemaOf = (kind: Kind): JsonSchema =>
  (kind === 'flags' ? z.toJSONSchema(siteFlagsSchema, { io: 'input' }) : siteConfigJsonSchema()) as JsonSchema

/** The same zod validation the server runs, so an error shows at its field while typing. */
function clientErrors(kind: Kind, stored: unknown): Map<string, string> {
  if (kind === 'flags') {
    const result = siteFlagsSchema.safeParse(stored ?? {})
    return new Map(result.success ? [] : configIssues(result.error).map((issue) => [issue.path, issue.message]))
  }
  const result = safeParseStoredConfig(stored ?? {})
  return new Map(result.ok ? [] : result.issues.map((issue) => [issue.path, issue.message]))
}

/**
 * Replaces the raw JSON of `sites.config` and `sites.flags` (issue 15 item 8): a tab per section, a
 * labelled control per setting with its description and default; only changed settings are
 * stored (a reset removes the key). Dealer staff see only the sections they may change; the save
 * hook enforces the same on the server.
 */
export function SettingsField(props: Props) {
  const kind: Kind = props.kind ?? 'config'
  const path = props.path ?? props.field?.name ?? kind
  const { value, setValue, errorMessage, showError } = useField<Record<string, unknown>>({ path })
  const { user } = useAuth()
  const staff = isPlatformStaff(user as RoleUser)
  const tabs = useMemo(() => visibleTabs(settingsTabs(schemaOf(kind)), staff), [kind, staff])
  const [active, setActive] = useState(0)
  const baseId = useId()
  const errors = useMemo(() => {
    const merged = clientErrors(kind, value)
    if (showError) for (const [key, message] of serverErrors(errorMessage, path)) merged.set(key, message)
    return merged
  }, [kind, value, showError, errorMessage, path])

  if (kind === 'flags' && !staff) return null
  if (tabs.length === 0) return null
  const disabled = Boolean(props.readOnly)
  const current = tabs[Math.min(active, tabs.length - 1)] as SettingsTab
  const heading = kind === 'flags' ? 'Feature flags (platform staff only)' : 'Site settings'
  const tabErrors = (tab: SettingsTab) => [...errors.keys()].filter((key) => key === tab.id || key.startsWith(`${tab.id}.`) || tab.fields.some((f) => key === f.path || key.startsWith(`${f.path}.`))).length
  const orphanErrors = [...errors.entries()].filter(([key]) => !tabs.some((tab) => tabErrors({ ...tab, fields: tab.fields.filter((f) => key === f.path || key.startsWith(`${f.path}.`)) }) > 0))

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const next = (index + step + tabs.length) % tabs.length
    setActive(next)
    document.getElementById(`${baseId}-tab-${next}`)?.focus()
  }

  return (
    <section aria-labelledby={`${baseId}-heading`} style={{ marginBottom: '2rem' }} data-settings-editor={kind}>
      <h3 id={`${baseId}-heading`}>{heading}</h3>
      <p style={{ marginTop: 0 }}>Settings you leave at their default follow the platform default. {staff ? '' : 'You can change the sections shown here; the others are set by platform staff.'}</p>
      {errors.size > 0 ? (
        <div role="alert" style={{ border: '1px solid var(--theme-error-500, #b00020)', padding: '0.5rem 0.75rem', marginBottom: '1rem' }}>
          {errors.size === 1 ? '1 setting is invalid' : `${errors.size} settings are invalid`}: {[...errors.keys()].join(', ')}. Nothing is saved until each is fixed.
          {orphanErrors.length > 0 ? <ul>{orphanErrors.map(([key, message]) => <li key={key}>{key}: {message}</li>)}</ul> : null}
        </div>
      ) : null}
      {tabs.length > 1 ? (
        <div role="tablist" aria-label={heading} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem', marginBottom: '1rem' }}>
          {tabs.map((tab, index) => {
            const count = tabErrors(tab)
            const selected = tab === current
            return (
              <button key={tab.id} id={`${baseId}-tab-${index}`} type="button" role="tab" aria-selected={selected} aria-controls={`${baseId}-panel`} tabIndex={selected ? 0 : -1}
                onClick={() => setActive(index)} onKeyDown={(e) => onKey(e, index)}
                style={{ padding: '0.35rem 0.75rem', border: '1px solid var(--theme-elevation-250, #999)', background: selected ? 'var(--theme-elevation-150, #ddd)' : 'transparent', color: 'inherit', fontWeight: selected ? 700 : 400, cursor: 'pointer' }}>
                {tab.title}{count > 0 ? ` (${count} invalid)` : ''}
              </button>
            )
          })}
        </div>
      ) : null}
      <div id={`${baseId}-panel`} role={tabs.length > 1 ? 'tabpanel' : undefined} aria-labelledby={tabs.length > 1 ? `${baseId}-tab-${tabs.indexOf(current)}` : undefined}>
        {current.fields.map((field) => (
          <SettingRow key={`${current.id}:${field.path}`} field={field} value={valueAt(value, field.segments)} errors={errors} disabled={disabled}
            onChange={(next) => setValue(withSetting(value, field.segments, next))}
            onReset={() => setValue(withSetting(value, field.segments, undefined))} />
        ))}
      </div>
    </section>
  )
}
