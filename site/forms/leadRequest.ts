/**
 * The request a lead form's values make (client-safe, no React): what the shared schema checks in
 * the browser and `POST /api/leads` receives. Pure, so the form and its tests build the same one.
 */
import { digitsValue } from '../rules/amountFields'
import type { FieldSpec, FormModel } from './leadFormModel'

type Values = Record<string, unknown>

export type RequestContext = {
  model: FormModel
  /** The locations the form offers, with the dealership each belongs to. */
  locations: ReadonlyArray<{ id: number; dealership: number | null }>
  /** The car of a vehicle page's dialog, or of the link (`car_id`). */
  car: number | string | null
  /** The car's dealership (a vehicle page's dialog). */
  dealership: number | null
}

/** A well-formed stand-in for the key while validating; every submission sends its own. */
export const KEY_PLACEHOLDER = '00000000-0000-4000-8000-000000000000'

/** A value read by dotted path (`tradeIn.make`). */
export const getPath = (values: Values, path: string): unknown => path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Values)[key] : undefined), values)

/** Drops empty strings and turns amount fields into numbers, so optional fields are left out. */
export function requestValues(values: Values, fields: readonly FieldSpec[]): Values {
  const out: Values = {}
  // A group of fields (tradeIn.*, finance.*) is always sent, so a missing field is reported at its own path.
  for (const field of fields) if (field.name.includes('.')) out[field.name.split('.')[0]!] ??= {}
  for (const field of fields) {
    let value = getPath(values, field.name)
    if (field.kind === 'money' || field.kind === 'km') value = digitsValue(value as string) ?? undefined
    if (value === '' || value === undefined || value === null) continue
    if (field.yesNo) value = value === true || value === 'Yes'
    if (field.kind === 'location' || field.kind === 'dealership') value = Number(value)
    const keys = field.name.split('.')
    let target = out
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Values
    target[keys[keys.length - 1]!] = value
  }
  return out
}

/**
 * The request a form's values make (without the source, made at submission): the fields, the
 * form's fixed values, its type, the car, and the dealership: the car's in its page's dialog, the
 * chosen location's, or the one the shopper chose.
 */
export function buildRequest(values: Values, fields: readonly FieldSpec[], context: RequestContext): Values {
  const request = requestValues(values, fields)
  const chosen = context.locations.find((l) => String(l.id) === String(request.location ?? ''))
  const dealership = context.dealership ?? chosen?.dealership ?? null
  return {
    ...request,
    ...context.model.fixed,
    type: context.model.type,
    idempotencyKey: KEY_PLACEHOLDER,
    ...(context.car ? { vehicle: context.car } : {}),
    ...(dealership ? { dealership } : {}),
    ...(context.model.notice ? { consentText: context.model.notice } : {}),
  }
}
