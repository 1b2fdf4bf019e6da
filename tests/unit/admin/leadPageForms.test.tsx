// @vitest-environment happy-dom
/**
 * The lead page's own forms (reply to the shopper, add to the timeline) sit inside the lead's
 * document form. Sending one must not hand the submit on to it: that saved the lead with each reply
 * or note, sending any chat reply typed in Replies along with it.
 */
import { act, createElement as h, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('@payloadcms/ui', () => ({
  Button: ({ children, type, disabled, onClick }: { children: ReactNode; type?: 'submit' | 'button'; disabled?: boolean; onClick?: () => void }) => h('button', { type: type ?? 'button', disabled, onClick }, children),
  useDocumentInfo: () => ({ id: 7, lastUpdateTime: 0 }),
  useAuth: () => ({ user: { id: 1, collection: 'users' } }),
  useFormFields: () => undefined,
}))

const { ReplyForm } = await import('../../../admin/leads/ReplyForm.client')
const { LeadTimeline } = await import('../../../admin/leads/LeadTimeline.client')

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

async function mount(child: ReactNode, outerSubmits: string[]): Promise<HTMLElement> {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const host = document.createElement('div')
  document.body.appendChild(host)
  root = createRoot(host)
  await act(async () => {
    root!.render(h('form', { onSubmit: (e: Event) => (e.preventDefault(), outerSubmits.push('document saved')) }, child))
  })
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)))
  return host
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('lead page forms inside the document form', () => {
  it('sending a reply posts it once and does not save the lead', async () => {
    const posts: string[] = []
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') return (posts.push(String(url)), json({ activity: 1 }, 201))
      return json({ channels: ['email'], templates: [{ name: 'Thanks', subject: 'Hi', body: 'Hello Jo' }] })
    }))
    const outer: string[] = []
    const host = await mount(h(ReplyForm), outer)
    const select = [...host.querySelectorAll('select')].find((s) => s.querySelector('option[value="Thanks"]'))!
    await act(async () => {
      select.value = 'Thanks'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    const send = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Send reply')!
    await act(async () => send.click())
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(posts).toEqual(['/api/leads/7/reply'])
    expect(outer).toEqual([])
  })

  it('Enter in the subject sends the reply, not the lead (no implicit submission of the document form)', async () => {
    const posts: string[] = []
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') return (posts.push(String(url)), json({ activity: 1 }, 201))
      return json({ channels: ['email'], templates: [] })
    }))
    const outer: string[] = []
    const host = await mount(h(ReplyForm), outer)
    expect(host.querySelector('form form')).toBeNull()
    const subject = host.querySelector('input')!
    await act(async () => subject.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })))
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(posts).toEqual(['/api/leads/7/reply'])
    expect(outer).toEqual([])
  })

  it('adding a note does not save the lead', async () => {
    const posts: string[] = []
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') return (posts.push(String(url)), json({ doc: { id: 2 } }, 201))
      return json({ docs: [] })
    }))
    const outer: string[] = []
    const host = await mount(h(LeadTimeline), outer)
    const add = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Add note')!
    await act(async () => add.click())
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(posts).toEqual(['/api/lead-activities'])
    expect(outer).toEqual([])
  })
})
