/** Saving through Payload's REST API: the same access and validation as every other client. */
export type SaveResult = { ok: true } | { ok: false; message: string }

type PayloadError = { message?: string; data?: { errors?: Array<{ message?: string; path?: string }> } }

export function errorMessage(body: unknown, status: number): string {
  const errors = (body as { errors?: PayloadError[] } | null)?.errors ?? []
  const details = errors.flatMap((e) => e.data?.errors?.map((d) => d.message ?? '') ?? [e.message ?? ''])
  const text = details.filter(Boolean).join('; ')
  return text || `Saving failed (HTTP ${status})`
}

/** A draft (autosave) or a publish of the page's layout. */
export async function saveLayout(pageId: number, layout: unknown, mode: 'draft' | 'publish'): Promise<SaveResult> {
  const query = mode === 'publish' ? 'draft=false' : 'draft=true&autosave=true'
  const body = mode === 'publish' ? { layout, _status: 'published' } : { layout }
  const response = await fetch(`/api/pages/${pageId}?${query}&depth=0`, {
    method: 'PATCH',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (response.ok) return { ok: true }
  return { ok: false, message: errorMessage(await response.json().catch(() => null), response.status) }
}
