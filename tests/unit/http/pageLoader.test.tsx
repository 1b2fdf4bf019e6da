// @vitest-environment happy-dom
/**
 * What a shopper does between the first paint and hydration, done again for React once the page
 * hydrates: the page's inline loader (site/http/pageLoader.mjs) against a real React hydration.
 */
import { useEffect, useState, useSyncExternalStore, type FormEvent, type ReactElement } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageLoader } from '../../../site/http/pageLoader.mjs'
import { isChangeableField, reportChange } from '../../../site/components/reportChange'
import { Gallery } from '../../../site/components/vehicle/Gallery.client'
import type { ShownSlide } from '../../../site/components/vehicle/slideImages'

const TABS = ['Comments', 'Included', 'Features']

/** A sign-in form (controlled field, submit reads React's state), tabs moved by arrow keys, a sort select. */
function Page({ submitted, keys }: { submitted: string[]; keys: string[] }) {
  const [phone, setPhone] = useState('')
  const [sort, setSort] = useState('newest')
  const [tab, setTab] = useState(0)
  // what the Tracker island does after React's first commit
  useEffect(() => document.documentElement.setAttribute('data-hydration', 'client'), [])
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submitted.push(`${phone}|${sort}`)
  }
  return (
    <main>
      <form onSubmit={onSubmit}>
        <label htmlFor="phone">Mobile number</label>
        <input id="phone" value={phone} onChange={(e) => setPhone(e.target.value)} />
        <label htmlFor="sort">Sort by</label>
        <select id="sort" value={sort} onChange={(e) => setSort(e.target.value)}>
          <option value="newest">Newest</option>
          <option value="price">Lowest price</option>
        </select>
        <button type="submit">Send Code</button>
      </form>
      <div role="tablist" aria-label="Details">
        {TABS.map((name, i) => (
          <button key={name} type="button" role="tab" aria-selected={i === tab} onKeyDown={(e) => { keys.push(e.key); if (e.key === 'ArrowRight') setTab((tab + 1) % TABS.length) }}>{name}</button>
        ))}
      </div>
    </main>
  )
}

const noSubscription = () => () => {}

/** As the sign-in form: its button is disabled until hydration, and hydration re-renders it with the state's value. */
function CodeForm({ sent }: { sent: string[] }) {
  const [phone, setPhone] = useState('')
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false)
  useEffect(() => document.documentElement.setAttribute('data-hydration', 'client'), [])
  return (
    <form onSubmit={(event) => { event.preventDefault(); sent.push(phone) }}>
      <label htmlFor="mobile">Mobile number</label>
      <input id="mobile" type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
      <button type="submit" disabled={!hydrated}>Send Code</button>
    </form>
  )
}

/** A lead form's consent box and contact-method radios, controlled: the submit reads React's state. */
function ConsentForm({ sent }: { sent: string[] }) {
  const [consent, setConsent] = useState(false)
  const [method, setMethod] = useState('phone')
  useEffect(() => document.documentElement.setAttribute('data-hydration', 'client'), [])
  return (
    <form onSubmit={(event) => { event.preventDefault(); sent.push(`${consent}|${method}`) }}>
      <label><input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} /> I agree</label>
      {['phone', 'email', 'sms'].map((m) => <label key={m}><input type="radio" name="method" value={m} checked={method === m} onChange={() => setMethod(m)} /> {m}</label>)}
      <button type="submit">Send</button>
    </form>
  )
}

let root: Root | null = null

afterEach(() => {
  root?.unmount()
  root = null
  document.body.innerHTML = ''
})

/** `element`'s server HTML in the document and the loader running, as in a page before its scripts. */
function serverHtml(element: ReactElement, holdMs = 10_000) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.append(container)
  document.documentElement.setAttribute('data-hydration', 'server')
  pageLoader([], undefined, 3000, holdMs)
  return container
}

const serverPage = (submitted: string[], keys: string[], holdMs = 10_000) => serverHtml(<Page submitted={submitted} keys={keys} />, holdMs)

const type = (field: HTMLInputElement, text: string) => {
  field.value = text
  field.dispatchEvent(new Event('input', { bubbles: true }))
}
const choose = (select: HTMLSelectElement, value: string) => {
  select.value = value
  select.dispatchEvent(new Event('change', { bubbles: true }))
}
const click = (el: HTMLElement) => !el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
const press = (el: HTMLElement, key: string) => !el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))

describe('pageLoader: before hydration', () => {
  it('keeps what was typed and chosen, and submits it once React runs; a held arrow key moves the tabs', async () => {
    const submitted: string[] = []
    const keys: string[] = []
    const container = serverPage(submitted, keys)
    const phone = container.querySelector<HTMLInputElement>('#phone')!
    const sort = container.querySelector<HTMLSelectElement>('#sort')!
    type(phone, '0412 345 678')
    choose(sort, 'price')
    // held: prevented now, done again later
    expect(click(container.querySelector('button[type=submit]')!)).toBe(true)
    const tabs = [...container.querySelectorAll<HTMLElement>('[role=tab]')]
    expect(press(tabs[0]!, 'ArrowRight')).toBe(true)
    // Tab and Enter keep their native behaviour; keys outside a widget are not held
    expect(press(tabs[0]!, 'Tab')).toBe(false)
    expect(press(phone, 'ArrowRight')).toBe(false)

    root = hydrateRoot(container, <Page submitted={submitted} keys={keys} />)
    await vi.waitFor(() => expect(submitted).toEqual(['0412 345 678|price']))
    await vi.waitFor(() => expect(tabs[1]!.getAttribute('aria-selected')).toBe('true'))
    expect(keys).toEqual(['ArrowRight'])
    expect(phone.value).toBe('0412 345 678')

    // hydrated: nothing is held any more
    expect(click(container.querySelector('button[type=submit]')!)).toBe(false)
    await vi.waitFor(() => expect(submitted).toHaveLength(2))
    expect(press(tabs[1]!, 'ArrowRight')).toBe(false)
    expect(keys).toEqual(['ArrowRight', 'ArrowRight'])
  })

  it('Enter in a form whose button waits for hydration sends the number typed, which a re-render at hydration does not wipe', async () => {
    const sent: string[] = []
    const container = serverHtml(<CodeForm sent={sent} />)
    const mobile = container.querySelector<HTMLInputElement>('#mobile')!
    type(mobile, '0412345678')
    expect(container.querySelector('button')!.disabled).toBe(true)
    press(mobile, 'Enter')
    root = hydrateRoot(container, <CodeForm sent={sent} />)
    await vi.waitFor(() => expect(sent).toEqual(['0412345678']))
    expect(mobile.value).toBe('0412345678')
    expect(container.querySelector('button')!.disabled).toBe(false)
  })

  it('a box ticked and a radio chosen before hydration are in React\'s state when the held submit goes', async () => {
    const sent: string[] = []
    const container = serverHtml(<ConsentForm sent={sent} />)
    const consent = container.querySelector<HTMLInputElement>('input[type=checkbox]')!
    const [, email, sms] = [...container.querySelectorAll<HTMLInputElement>('input[type=radio]')]
    // native clicks: the browser ticks and chooses, React does not know yet
    consent.click()
    sms!.click()
    email!.click()
    expect(click(container.querySelector('button')!)).toBe(true)
    root = hydrateRoot(container, <ConsentForm sent={sent} />)
    await vi.waitFor(() => expect(sent).toEqual(['true|email']))
    expect(consent.checked).toBe(true)
    expect(email!.checked).toBe(true)
    expect(sms!.checked).toBe(false)
  })

  it('without hydration, lets the held click go natively after holdMs and reports no change', async () => {
    const submitted: string[] = []
    const container = serverPage(submitted, [], 100)
    const button = container.querySelector<HTMLButtonElement>('button[type=submit]')!
    const clicks: number[] = []
    expect(click(button)).toBe(true)
    button.addEventListener('click', () => clicks.push(1))
    await vi.waitFor(() => expect(clicks).toEqual([1]), { timeout: 2000 })
    // not held any more: the page never hydrates, so the browser's own behaviour stands
    expect(click(button)).toBe(false)
    expect(submitted).toEqual([])
  })

  it('lets clicks outside buttons through, clicks each held button once, and drops one that left the page', async () => {
    const container = serverPage([], [])
    const clicks: string[] = []
    container.insertAdjacentHTML('beforeend', '<p id="text">Text</p><button id="menu" type="button">Menu</button><button id="gone" type="button">Gone</button>')
    for (const id of ['menu', 'gone']) container.querySelector(`#${id}`)!.addEventListener('click', () => clicks.push(id))
    expect(click(container.querySelector<HTMLElement>('#text')!)).toBe(false)
    expect(click(container.querySelector<HTMLElement>('#menu')!)).toBe(true)
    expect(click(container.querySelector<HTMLElement>('#menu')!)).toBe(true)
    expect(click(container.querySelector<HTMLElement>('#gone')!)).toBe(true)
    container.querySelector('#gone')!.remove()
    expect(clicks).toEqual([])
    document.documentElement.setAttribute('data-hydration', 'client')
    await vi.waitFor(() => expect(clicks).toEqual(['menu']))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(clicks).toEqual(['menu'])
  })

  it('holds a link to a fragment no element has (a dialog opened by the page), not a link to an element or another page', async () => {
    const container = serverPage([], [])
    const clicks: string[] = []
    container.insertAdjacentHTML('beforeend', '<a id="photos" href="#request-photos">Request Photos</a><a id="skip" href="#main-content">Skip</a><a id="other" href="/finance#enquire">Finance</a><div id="main-content"></div>')
    for (const id of ['photos', 'skip', 'other']) container.querySelector(`#${id}`)!.addEventListener('click', (event) => (event.preventDefault(), clicks.push(id)))
    expect(click(container.querySelector<HTMLElement>('#photos')!)).toBe(true)
    expect(click(container.querySelector<HTMLElement>('#skip')!)).toBe(true)
    expect(click(container.querySelector<HTMLElement>('#other')!)).toBe(true)
    // the last two went natively (their own listeners prevented the navigation here)
    expect(clicks).toEqual(['skip', 'other'])
    document.documentElement.setAttribute('data-hydration', 'client')
    await vi.waitFor(() => expect(clicks).toEqual(['skip', 'other', 'photos']))
  })

  it('holds nothing on a page without the mark (the admin)', () => {
    document.body.innerHTML = '<button type="button">Menu</button><div role="tablist"><button role="tab">A</button></div>'
    document.documentElement.removeAttribute('data-hydration')
    pageLoader([], undefined, 3000, 10_000)
    expect(click(document.querySelector('button')!)).toBe(false)
    expect(press(document.querySelector<HTMLElement>('[role=tab]')!, 'ArrowRight')).toBe(false)
  })
})

describe("pageLoader: when a shopper page's scripts come", () => {
  /** The loader on a shopper page (or the admin), the scripts it adds recorded instead of fetched. */
  function loaderOn(bodyHtml: string, { shopper = true, at = '' } = {}) {
    document.body.innerHTML = bodyHtml
    document.documentElement.removeAttribute('data-interacted')
    if (shopper) document.documentElement.setAttribute('data-hydration', 'server')
    else document.documentElement.removeAttribute('data-hydration')
    if (at) history.replaceState(null, '', at)
    const added: string[] = []
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => (added.push((node as HTMLScriptElement).src), node))
    pageLoader(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'], undefined, 3000, 10_000)
    return added
  }
  afterEach(() => {
    // the test's loader still listens on the document: an interaction now uses it up, recorded, so
    // that the next test sees only its own
    document.dispatchEvent(new Event('pointermove'))
    vi.restoreAllMocks()
    vi.useRealTimers()
    history.replaceState(null, '', '/')
  })

  it('a page that is only read fetches nothing: not at the paint, not after seconds', () => {
    vi.useFakeTimers()
    const added = loaderOn('<main><a href="/cars">Cars</a></main>')
    vi.advanceTimersByTime(60_000)
    expect(added).toEqual([])
    expect(document.documentElement.hasAttribute('data-interacted')).toBe(false)
  })

  it.each(['pointerover', 'pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll', 'click', 'input'])('the first %s fetches the scripts, once, and is marked for the islands that wait for it', (name) => {
    const added = loaderOn('<main><input id="q"></main>')
    document.querySelector('#q')!.dispatchEvent(new Event(name, { bubbles: true }))
    document.dispatchEvent(new Event(name))
    expect(added.map((src) => new URL(src, location.href).pathname)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'])
    expect(document.documentElement.hasAttribute('data-interacted')).toBe(true)
  })

  it("an element that changes by itself has them fetched by its moment (data-scripts-by, from the page's start): the earliest one", () => {
    vi.useFakeTimers()
    const added = loaderOn('<section data-scripts-by="6000"></section><p data-scripts-by="150000"></p><p data-scripts-by="nonsense"></p>')
    const due = 6000 - performance.now()
    vi.advanceTimersByTime(due - 10)
    expect(added).toEqual([])
    vi.advanceTimersByTime(10)
    expect(added).toHaveLength(2)
    // not an interaction: islands that wait for one still wait, and an event once the scripts run
    // (the slider's own scroll) is not marked as one
    expect(document.documentElement.hasAttribute('data-interacted')).toBe(false)
    document.dispatchEvent(new Event('scroll'))
    expect(document.documentElement.hasAttribute('data-interacted')).toBe(false)
  })

  it('an address naming a fragment no element has (a dialog the scripts open) fetches them at once; one naming an element does not', () => {
    expect(loaderOn('<main id="main-content"></main>', { at: '/cars/x#main-content' })).toEqual([])
    expect(loaderOn('<main id="main-content"></main>', { at: '/cars/x#request-photos' })).toHaveLength(2)
  })

  it('the admin (no hydration mark) fetches its scripts at the first paint or within latestMs, as before', () => {
    vi.useFakeTimers()
    const added = loaderOn('<main></main>', { shopper: false })
    vi.advanceTimersByTime(3000)
    expect(added).toHaveLength(2)
  })
})

describe('reportChange', () => {
  it('is for fields React reads through onChange', () => {
    const make = (html: string) => {
      const holder = document.createElement('div')
      holder.innerHTML = html
      return holder.firstElementChild
    }
    for (const html of ['<input>', '<input type="search">', '<input type="tel">', '<textarea></textarea>', '<select></select>', '<input type="checkbox">', '<input type="radio">']) expect(isChangeableField(make(html)), html).toBe(true)
    for (const html of ['<input type="file">', '<input type="submit">', '<input type="hidden">', '<button></button>', '<div></div>']) expect(isChangeableField(make(html)), html).toBe(false)
    expect(isChangeableField(null)).toBe(false)
  })

  it("tells a hydrated React field of a value typed before hydration, and skips one that left the page", async () => {
    const changes: string[] = []
    function Field() {
      const [value, setValue] = useState('')
      return <input aria-label="Keyword" value={value} onChange={(e) => { setValue(e.target.value); changes.push(e.target.value) }} />
    }
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Field />)
    document.body.append(container)
    const input = container.querySelector('input')!
    input.value = 'Ranger'
    root = hydrateRoot(container, <Field />)
    await vi.waitFor(() => expect(container.querySelector('input')).toBe(input))
    await new Promise((resolve) => setTimeout(resolve, 50))
    // an event alone is not a change to React: it adopted 'Ranger' as the field's last value
    input.dispatchEvent(new Event('input', { bubbles: true }))
    expect(changes).toEqual([])
    reportChange(input)
    await vi.waitFor(() => expect(changes).toEqual(['Ranger']))
    expect(input.value).toBe('Ranger')
    const gone = document.createElement('input')
    reportChange(gone)
    expect(gone.value).toBe('')
  })

  it('tells a hydrated React check box and radio group of the state left before hydration; a radio left unchecked reports nothing', async () => {
    const sent: string[] = []
    const container = document.createElement('div')
    container.innerHTML = renderToString(<ConsentForm sent={sent} />)
    document.body.append(container)
    const consent = container.querySelector<HTMLInputElement>('input[type=checkbox]')!
    const [phone, email] = [...container.querySelectorAll<HTMLInputElement>('input[type=radio]')]
    consent.checked = true
    email!.checked = true
    root = hydrateRoot(container, <ConsentForm sent={sent} />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    reportChange(phone!, false)
    reportChange(consent, true)
    reportChange(email!, true)
    container.querySelector('button')!.click()
    await vi.waitFor(() => expect(sent).toEqual(['true|email']))
    // unticked again before hydration: reported as unticked
    reportChange(consent, false)
    container.querySelector('button')!.click()
    await vi.waitFor(() => expect(sent).toEqual(['true|email', 'false|email']))
  })
})

/** A favourite toggle (as SaveControl: aria-pressed) and a link that opens a dialog (as the vehicle page's Enquire). */
function FirstAnswers({ presses }: { presses: string[] }) {
  const [saved, setSaved] = useState(false)
  const [open, setOpen] = useState(false)
  useEffect(() => document.documentElement.setAttribute('data-hydration', 'client'), [])
  return (
    <main>
      <button type="button" aria-pressed={saved} onClick={() => { presses.push('save'); setSaved((v) => !v) }}>Save</button>
      <a href="/finance" data-opens-dialog="Get pre-approved" onClick={(e) => { e.preventDefault(); presses.push('dialog'); setOpen(true) }}>Finance</a>
      {open ? <div role="dialog" aria-label="Get pre-approved">form</div> : null}
    </main>
  )
}

describe('pageLoader: the first answer before hydration (issue 47)', () => {
  it('a toggle shows its new state at once, and React\'s state follows at hydration', async () => {
    const presses: string[] = []
    const container = serverHtml(<FirstAnswers presses={presses} />)
    const save = container.querySelector<HTMLButtonElement>('button[aria-pressed]')!
    expect(click(save)).toBe(true)
    expect(save.getAttribute('aria-pressed')).toBe('true')
    root = hydrateRoot(container, <FirstAnswers presses={presses} />)
    await vi.waitFor(() => expect(presses).toEqual(['save']))
    expect(save.getAttribute('aria-pressed')).toBe('true')
  })

  it('a toggle pressed twice before hydration is back as it was and nothing is replayed', async () => {
    const presses: string[] = []
    const container = serverHtml(<FirstAnswers presses={presses} />)
    const save = container.querySelector<HTMLButtonElement>('button[aria-pressed]')!
    click(save)
    click(save)
    expect(save.getAttribute('aria-pressed')).toBe('false')
    // a third press counts once
    click(save)
    root = hydrateRoot(container, <FirstAnswers presses={presses} />)
    await vi.waitFor(() => expect(presses).toEqual(['save']))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(presses).toEqual(['save'])
    expect(save.getAttribute('aria-pressed')).toBe('true')
  })

  it('a control that opens a dialog opens a titled native dialog at once, which gives way to the page\'s dialog', async () => {
    const presses: string[] = []
    const container = serverHtml(<FirstAnswers presses={presses} />)
    const link = container.querySelector<HTMLAnchorElement>('a[data-opens-dialog]')!
    expect(click(link)).toBe(true)
    const shell = document.querySelector<HTMLDialogElement>('dialog[data-first-answer]')!
    expect(shell.open).toBe(true)
    expect(document.getElementById(shell.getAttribute('aria-labelledby')!)!.textContent).toBe('Get pre-approved')
    expect(shell.querySelector('[role=status]')!.textContent).toBe('Loading the form…')
    root = hydrateRoot(container, <FirstAnswers presses={presses} />)
    await vi.waitFor(() => expect(container.querySelector('[role=dialog]')).not.toBeNull())
    await vi.waitFor(() => expect(document.querySelector('dialog[data-first-answer]')).toBeNull())
    expect(presses).toEqual(['dialog'])
  })

  it('closing that dialog before hydration drops the press', async () => {
    const presses: string[] = []
    const container = serverHtml(<FirstAnswers presses={presses} />)
    const link = container.querySelector<HTMLAnchorElement>('a[data-opens-dialog]')!
    click(link)
    document.querySelector<HTMLButtonElement>('dialog[data-first-answer] button[aria-label=Close]')!.click()
    expect(document.querySelector('dialog[data-first-answer]')).toBeNull()
    root = hydrateRoot(container, <FirstAnswers presses={presses} />)
    await vi.waitFor(() => expect(document.documentElement.getAttribute('data-hydration')).toBe('client'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(presses).toEqual([])
    expect(container.querySelector('[role=dialog]')).toBeNull()
  })
})

/** The vehicle page's gallery, marking its hydration as the Tracker island does. */
function GalleryPage({ slides }: { slides: ShownSlide[] }) {
  useEffect(() => document.documentElement.setAttribute('data-hydration', 'client'), [])
  return <Gallery slides={slides} title="2019 Mazda CX-5" />
}

const photo = (n: number): ShownSlide => {
  const img = { src: `/demo-images/${n}.jpg`, width: 1200, height: 800, sizes: '100vw' } as Extract<ShownSlide, { kind: 'image' }>['main']
  return { kind: 'image', main: img, thumb: img }
}

describe('pageLoader: the gallery\'s arrows before hydration (issue 47)', () => {
  const slides = [1, 2, 3, 4, 5].map(photo)
  const position = (container: HTMLElement) => container.querySelector('[data-testid=gallery-position]')!.textContent
  const strip = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-step-strip]')!.style.transform
  const arrow = (container: HTMLElement, name: 'Next' | 'Previous') => container.querySelector<HTMLButtonElement>(`button[aria-label="${name} photo"]`)!

  it('Next shows the second photo at once, and React, hydrating without a mismatch, is on it after the held press', async () => {
    const container = serverHtml(<GalleryPage slides={slides} />)
    expect(position(container)).toBe('1 / 5')
    expect(arrow(container, 'Previous').disabled).toBe(true)
    expect(click(arrow(container, 'Next'))).toBe(true)
    expect(position(container)).toBe('2 / 5')
    expect(strip(container)).toBe('translateX(-100%)')
    expect(arrow(container, 'Previous').disabled).toBe(false)
    const slideEls = container.querySelectorAll<HTMLElement>('[data-step-slide]')
    expect([...slideEls].map((el) => el.hasAttribute('inert'))).toEqual([true, false, true, true, true])
    const errors: unknown[] = []
    root = hydrateRoot(container, <GalleryPage slides={slides} />, { onRecoverableError: (error) => errors.push(error) })
    await vi.waitFor(() => expect(document.documentElement.getAttribute('data-hydration')).toBe('client'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(errors).toEqual([])
    expect(position(container)).toBe('2 / 5')
    expect(strip(container)).toBe('translateX(-100%)')
    // React's own state is on the second photo: its Next goes to the third
    click(arrow(container, 'Next'))
    await vi.waitFor(() => expect(position(container)).toBe('3 / 5'))
  })

  it('one step per arrow (one press is replayed): Next twice shows the second photo, then Previous the first', async () => {
    const container = serverHtml(<GalleryPage slides={slides} />)
    click(arrow(container, 'Next'))
    click(arrow(container, 'Next'))
    expect(position(container)).toBe('2 / 5')
    click(arrow(container, 'Previous'))
    expect(position(container)).toBe('1 / 5')
    expect(strip(container)).toBe('translateX(-0%)')
    root = hydrateRoot(container, <GalleryPage slides={slides} />)
    await vi.waitFor(() => expect(document.documentElement.getAttribute('data-hydration')).toBe('client'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(position(container)).toBe('1 / 5')
  })

  it('a slide whose picture is not in the page yet waits for the scripts', async () => {
    const container = serverHtml(<GalleryPage slides={slides} />)
    // the server renders the first two slides' pictures only: a third step has nothing to show
    const third = container.querySelectorAll('[data-step-slide]')[2]!
    expect(third.firstElementChild).toBeNull()
    container.querySelector('[data-steps]')!.setAttribute('data-step-index', '1')
    click(arrow(container, 'Next'))
    expect(position(container)).toBe('1 / 5')
  })
})

