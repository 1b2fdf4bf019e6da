/**
 * Keeps the detail of validation errors in REST answers (issue 16, finding 8). Payload formats an
 * error with `instanceof ValidationError`; in the production build the error can come from another
 * copy of Payload's classes than the formatter's, so the check fails and only "The following field
 * is invalid: Config" is left, without `data.errors` (each field's path and reason) that API
 * clients and the admin's form read. This hook restores it by the error's shape.
 */
type FieldError = { path?: string; message?: string }
type ErrorShape = { name?: unknown; message?: unknown; status?: unknown; data?: { errors?: FieldError[] } & Record<string, unknown> }
type Result = { errors?: Array<{ data?: unknown }> } | undefined

export function restoreValidationDetail({ error, result }: { error: unknown; result?: unknown }): { response: Record<string, unknown>; status: number } | void {
  const e = error as ErrorShape | null
  // By shape, not by name: class names are minified in the production build too.
  const fields = e?.data?.errors
  if (!e || !Array.isArray(fields) || fields.length === 0 || !fields.every((f) => typeof f?.path === 'string' && typeof f.message === 'string')) return
  if ((result as Result)?.errors?.[0]?.data) return // already formatted with its detail
  // The same body Payload gives when its own check succeeds (as in development and the int tests).
  return {
    response: { errors: [{ name: 'ValidationError', data: e.data, message: String(e.message) }] },
    status: typeof e.status === 'number' ? e.status : 400,
  }
}
