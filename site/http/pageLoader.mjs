/**
 * The browser side of scriptsAfterPaint.mjs: one function, sent inline in the page's head (its
 * source, called with the page's scripts), so it uses nothing outside its own body.
 *
 * When it adds the page's scripts (keeping `async`, as Next wrote them), once:
 * - a shopper page (`<html data-hydration="server">`, app/(site)/layout.tsx) is server-rendered and
 *   works as it is (links, forms; the search grid, the vehicle page, every block), so its scripts,
 *   React and Next's router included, come when the page first needs them (issue 18): at the
 *   shopper's first interaction (a pointer over or moving, a touch, a key, focus, the wheel, a
 *   scroll, a click, a field changed), when an element says the page changes by itself at a time
 *   (`data-scripts-by`, in ms from the navigation's start: a slider's first autoplay turn), or at
 *   once when the address names a fragment that only the scripts open (`#request-photos`). A visit
 *   that only reads the page fetches none. The interaction is marked `data-interacted` on `<html>`
 *   (islands that wait for it know it came: site/components/whenInteraction.ts);
 * - any other page (the admin) is fetched once the first contentful paint is reported (a frame
 *   later where paint timing is not supported), at the first pointer, key, touch or focus, or after
 *   `latestMs` (a page opened in a background tab paints only when shown).
 *
 * On a shopper page what the shopper does before the page has hydrated would be lost on React,
 * which knows nothing of it: so it is held,
 * and done again once the page reports its hydration (the Tracker island sets
 * `data-hydration="client"` after React's first commit), or after `holdMs` whatever happens:
 * - a click on a button (Enter in a form clicks its submit button), or on a link to a fragment of
 *   this page that no element has (a dialog's `#request-photos`), is held and clicked again; Enter
 *   in a form whose submit button is disabled until hydration presses that button then;
 * - a navigation key (arrows, Home, End, Page Up/Down) on an ARIA widget whose keys are scripted
 *   (tabs, menus, listboxes, sliders, radio groups, trees, grids) is held and pressed again;
 * - text typed, options chosen and boxes ticked are kept by the browser, but React's state still
 *   has the server's value (and its first renders may put that back): each field changed is
 *   reported to React with the value the shopper left, once (`reportChange`), before the held
 *   clicks and keys, which come a task later, when React has applied the change.
 * - the held press answers at once (issue 47): a toggle button (`aria-pressed`) shows its new state
 *   (pressed again, it is back and nothing is replayed), and a control that opens a dialog
 *   (`data-opens-dialog="Title"`, a link included) opens a native dialog with that title and a
 *   loading line, which gives way to the page's own dialog as soon as that is in the document;
 *   a carousel's arrow (`data-step`) shows the next slide (`showStep`).
 * Other links, text entry, Tab, Enter and Space keep their native behaviour meanwhile. A deferred island
 * hydrated later holds its own (site/components/deferredIsland.ts).
 * @param {string[]} sources @param {string | undefined} nonce @param {number} latestMs @param {number} holdMs
 */
export function pageLoader(sources, nonce, latestMs, holdMs) {
  const doc = document
  const html = doc.documentElement
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const src of sources) {
      const script = doc.createElement('script')
      script.src = src
      script.async = true
      if (nonce) script.nonce = nonce
      doc.head.appendChild(script)
    }
  }
  if (html.getAttribute('data-hydration') !== 'server') {
    const soon = () => setTimeout(start, 0)
    const Observer = typeof PerformanceObserver === 'function' ? PerformanceObserver : null
    if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.includes('paint')) {
      new Observer((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return
        observer.disconnect()
        soon()
      }).observe({ type: 'paint', buffered: true })
    } else requestAnimationFrame(soon)
    setTimeout(start, latestMs)
    for (const name of ['pointerdown', 'keydown', 'touchstart', 'focusin']) doc.addEventListener(name, start, { capture: true, passive: true })
    return
  }

  // marked only when an interaction is what brings the scripts (a slider's own scroll, once they
  // run, is not the shopper's)
  const interacted = () => {
    if (started) return
    html.setAttribute('data-interacted', '')
    start()
  }
  const INTERACTIONS = ['pointerover', 'pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll', 'click', 'input', 'change']
  for (const name of INTERACTIONS) doc.addEventListener(name, interacted, { capture: true, passive: true })
  // once the document is parsed: the earliest moment an element changes by itself, and a fragment
  // of the address that no element has (a dialog the scripts open)
  const parsed = () => {
    let due = Infinity
    for (const el of doc.querySelectorAll('[data-scripts-by]')) {
      const ms = Number(el.getAttribute('data-scripts-by'))
      if (ms >= 0 && ms < due) due = ms
    }
    if (due < Infinity) setTimeout(start, Math.max(0, due - performance.now()))
    if (scriptedFragment(location)) start()
  }
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', parsed, { once: true })
  else parsed()

  const WIDGET = '[role=tab],[role=tablist],[role=menu],[role=menubar],[role=menuitem],[role=listbox],[role=option],[role=slider],[role=radiogroup],[role=radio],[role=tree],[role=treeitem],[role=grid],[role=gridcell]'
  const NAVIGATION_KEY = /^(?:Arrow(?:Up|Down|Left|Right)|Home|End|PageUp|PageDown)$/
  /** @type {Array<() => void>} */
  let held = []
  /** @type {Array<[any, string | boolean]>} each field changed, with its value (a check box's or radio's checked state) then (React's hydration puts a select back to the server's option) */
  let changed = []
  let watching = false
  let done = false
  const hydrated = () => html.getAttribute('data-hydration') === 'client'
  const holding = () => !done && !hydrated()
  const watch = () => {
    start()
    if (watching) return
    watching = true
    // at the Tracker's mark, or after holdMs whatever happens
    new MutationObserver((_, observer) => {
      if (!hydrated()) return
      observer.disconnect()
      release()
    }).observe(html, { attributes: true, attributeFilter: ['data-hydration'] })
    setTimeout(release, holdMs)
  }
  /**
   * A field the shopper changed, reported to React: its value tracker is set to '' through the
   * element's own setter (React's), the value put back through the prototype's (the browser's),
   * then the event React reads a change from, so React sees a change and calls onChange with it.
   * A check box or radio: React reads its change from a click, so the other state goes in through
   * the element's own setter and a click puts the shopper's back (a radio left unchecked is skipped:
   * the one chosen in its place reports it). The state is the one the shopper left (React's first
   * renders can put the server's back).
   * @param {[any, string | boolean]} change
   */
  const reportChange = ([field, state]) => {
    if (!field.isConnected) return
    if (isCheckable(field)) {
      if (field.disabled || (field.type === 'radio' && !state)) return
      field.checked = !state
      field.click()
      return
    }
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
    field.value = ''
    if (setter) setter.call(field, state)
    else field.value = state
    field.dispatchEvent(new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }))
  }
  function release() {
    if (done) return
    done = true
    const fields = changed
    const actions = held
    changed = []
    held = []
    // reported only to a page that hydrated (no React to tell otherwise)
    if (hydrated()) fields.forEach(reportChange)
    setTimeout(() => actions.forEach((action) => action()), 0)
  }
  const isCheckable = (/** @type {any} */ el) => el.tagName === 'INPUT' && /^(?:checkbox|radio)$/i.test(el.type)
  const isField = (/** @type {any} */ el) => el && (el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || (el.tagName === 'INPUT' && !/^(?:file|button|submit|reset|image|hidden)$/i.test(el.type)))
  const onChange = (/** @type {Event} */ event) => {
    const field = /** @type {any} */ (event.target)
    if (!isField(field)) return
    changed = changed.filter(([other]) => other !== field)
    // a change once hydrated is React's own
    if (!holding()) return
    changed.push([field, isCheckable(field) ? field.checked : field.value])
    watch()
  }
  doc.addEventListener('input', onChange, true)
  doc.addEventListener('change', onChange, true)
  /**
   * A link to a fragment of this very page that no element has (`#request-photos`): only the page's
   * scripts act on it (and Next's router, starting, can put the URL it read back over the hash).
   * (A declaration: the document's own address is checked with it before this line runs.)
   * @param {any} link
   */
  function scriptedFragment(link) {
    try {
      const url = new URL(link.href, location.href)
      return url.hash.length > 1 && url.origin === location.origin && url.pathname === location.pathname && url.search === location.search && !doc.getElementById(decodeURIComponent(url.hash.slice(1)))
    } catch {
      return false
    }
  }
  /** @type {Element[]} buttons and links whose click is held (each clicked again once) */
  let buttons = []
  /**
   * The first answer, before React (issue 47: the first tap answers within 200 ms on a phone): a
   * native dialog with the title the control names (`data-opens-dialog`) and a loading line, shown
   * at once and taken away when the page's own dialog is in the document (or the shopper closes it:
   * then the held press is dropped). Styled as site/components/forms/Dialog.client.tsx.
   * @param {any} control
   */
  const openShell = (control) => {
    const shell = doc.createElement('dialog')
    const title = doc.createElement('h2')
    const status = doc.createElement('p')
    const close = doc.createElement('button')
    const id = 'first-answer-' + Date.now()
    title.id = id
    title.className = 'text-xl font-bold'
    title.textContent = control.getAttribute('data-opens-dialog')
    status.setAttribute('role', 'status')
    status.className = 'mt-4'
    status.textContent = 'Loading the form…'
    close.type = 'button'
    close.setAttribute('aria-label', 'Close')
    close.className = 'absolute right-4 top-4 rounded px-2 py-1 text-2xl leading-none text-slate-700'
    close.textContent = '×'
    shell.setAttribute('aria-labelledby', id)
    shell.setAttribute('aria-busy', 'true')
    shell.setAttribute('data-first-answer', '')
    shell.className = 'fixed inset-0 z-50 m-0 h-full max-h-none w-full max-w-none bg-slate-900/60 p-4'
    const panel = doc.createElement('div')
    panel.className = 'relative mx-auto my-8 w-full max-w-xl rounded-lg bg-white p-6 text-slate-900 shadow-xl'
    panel.append(title, status, close)
    shell.append(panel)
    const dismiss = () => {
      buttons = buttons.filter((b) => b !== control)
      shell.remove()
      if (control.focus) control.focus()
    }
    close.addEventListener('click', dismiss)
    shell.addEventListener('keydown', (/** @type {KeyboardEvent} */ event) => {
      if (event.key === 'Escape') dismiss()
    })
    doc.body.append(shell)
    shell.show()
    close.focus()
    // gone as soon as the page's dialog is in the document (before the next frame), or after holdMs once released
    const real = () => Array.prototype.some.call(doc.querySelectorAll('[role=dialog],dialog[open]'), (/** @type {Element} */ d) => d !== shell && !shell.contains(d))
    new MutationObserver((_, observer) => {
      if (!shell.isConnected) return observer.disconnect()
      if (!real()) return
      observer.disconnect()
      shell.remove()
    }).observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['role', 'open'] })
    setTimeout(() => shell.remove(), holdMs * 2)
  }
  /**
   * The first answer of a carousel's arrow (`data-step="1"` or `"-1"` inside `[data-steps]`, whose
   * `[data-step-strip]` holds the `[data-step-slide]`s, `[data-step-position]`'s first text the
   * slide's number): the next slide shows at once, as the page's own arrow would show it (React's
   * state follows when the held press is replayed: one step per arrow, as one press is replayed,
   * and the other arrow undoes it).
   * A slide with nothing in it yet (its picture comes with the page's scripts) waits for them.
   * @param {any} button
   */
  const showStep = (button) => {
    const root = button.closest('[data-steps]')
    if (!root) return
    const slides = root.querySelectorAll('[data-step-slide]')
    const to = Number(root.getAttribute('data-step-index') || '0') + Number(button.getAttribute('data-step'))
    const slide = slides[to]
    if (!slide || !slide.firstElementChild) return
    root.setAttribute('data-step-index', String(to))
    const strip = root.querySelector('[data-step-strip]')
    if (strip) strip.style.transform = 'translateX(-' + to * 100 + '%)'
    slides.forEach((/** @type {any} */ other, /** @type {number} */ i) => (other.inert = i !== to))
    const position = root.querySelector('[data-step-position]')
    if (position && position.firstChild) position.firstChild.nodeValue = String(to + 1)
    root.querySelectorAll('[data-step]').forEach((/** @type {any} */ arrow) => (arrow.disabled = Number(arrow.getAttribute('data-step')) < 0 ? to === 0 : to >= slides.length - 1))
  }
  doc.addEventListener('click', (event) => {
    // once hydrated, every click passes untouched, with no work on it
    if (!holding()) return
    const target = /** @type {any} */ (event.target)
    // the first answer's own dialog is not the page's
    if (!target || !target.closest || target.closest('[data-first-answer]')) return
    const pressed = target.closest('button') || target.closest('a[href]')
    const opensDialog = Boolean(pressed && pressed.hasAttribute('data-opens-dialog'))
    const button = pressed && (pressed.tagName === 'BUTTON' || opensDialog || scriptedFragment(pressed)) ? pressed : null
    if (!button) return
    event.preventDefault()
    event.stopImmediatePropagation()
    // a toggle's new state shows at once (React's state follows when the held press is replayed);
    // pressed again before then, it is back as it was and nothing is replayed
    const toggle = button.getAttribute('aria-pressed')
    if (toggle === 'true' || toggle === 'false') button.setAttribute('aria-pressed', toggle === 'true' ? 'false' : 'true')
    if (buttons.includes(button)) {
      if (toggle === 'true' || toggle === 'false') buttons = buttons.filter((b) => b !== button)
      return
    }
    // a carousel's arrow undoes the other arrow's held step: both are dropped, as a toggle's second press
    const steps = button.closest('[data-steps]')
    const undone = steps && button.hasAttribute('data-step') ? buttons.find((b) => b !== button && b.hasAttribute('data-step') && b.closest('[data-steps]') === steps) : null
    if (undone) {
      buttons = buttons.filter((b) => b !== undone)
      showStep(button)
      return
    }
    buttons.push(button)
    if (opensDialog) openShell(button)
    if (steps && button.hasAttribute('data-step')) showStep(button)
    held.push(() => {
      if (!buttons.includes(button)) return
      buttons = buttons.filter((b) => b !== button)
      if (button.isConnected) button.click()
    })
    watch()
  }, true)
  doc.addEventListener('keydown', (event) => {
    const target = /** @type {any} */ (event.target)
    if (!holding() || !target || !target.closest) return
    if (event.key === 'Enter' && target.tagName === 'INPUT' && isField(target) && !isCheckable(target) && target.form) {
      // Enter in a form whose submit button waits for hydration (disabled) does nothing natively:
      // it is pressed once the page runs (an enabled button takes the held click instead)
      const submit = target.form.querySelector('button:not([type]),button[type=submit],input[type=submit]')
      if (submit && submit.disabled) {
        held.push(() => {
          if (submit.isConnected && !submit.disabled) submit.click()
        })
        watch()
      }
      return
    }
    if (!NAVIGATION_KEY.test(event.key) || !target.closest(WIDGET)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event
    held.push(() => {
      if (target.isConnected) target.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true }))
    })
    watch()
  }, true)
}
