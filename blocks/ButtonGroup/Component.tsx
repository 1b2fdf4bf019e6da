import { Link } from '../../site/components/Link'
import type { z } from 'zod'
import { safeHref } from '../RichText/markdown'
import type { RenderContext } from '../types'
import type { BUTTON_STYLES, buttonGroupSchema } from './config'

type Props = z.output<typeof buttonGroupSchema> & { context: RenderContext }
type Button = { label: string; href: string; style: (typeof BUTTON_STYLES)[number] }

const STYLE_CLASSES: Record<Button['style'], string> = {
  primary: 'bg-brand-dark text-white hover:bg-brand',
  secondary: 'bg-slate-800 text-white hover:bg-slate-700',
  outline: 'border-2 border-brand-dark text-brand-dark hover:bg-slate-100',
}
const ALIGN = { start: 'justify-start', center: 'justify-center', end: 'justify-end' } as const

/** The brand's named set when one is picked and still exists, otherwise the block's own buttons. */
function buttonsOf({ buttonSet, buttons, context }: Props): Button[] {
  const set = buttonSet ? context.site.brand?.buttonSets.find((s) => s.name === buttonSet) : undefined
  if (!set) return buttons
  return set.buttons.map((b) => ({ label: b.label, href: b.url, style: b.variant }))
}

/** A row of call-to-action links styled as buttons. */
export function ButtonGroup(props: Props) {
  // Brand URLs are free text in the admin: only safe targets become links.
  const buttons = buttonsOf(props).flatMap((b) => {
    const href = safeHref(b.href)
    return href ? [{ ...b, href }] : []
  })
  if (buttons.length === 0) return null
  return (
    <div className={`mx-auto flex max-w-6xl flex-wrap gap-3 px-4 py-6 ${ALIGN[props.align]}`}>
      {buttons.map((b) => (
        <Link key={`${b.label}-${b.href}`} href={b.href} className={`inline-block rounded px-5 py-3 font-semibold ${STYLE_CLASSES[b.style]}`}>
          {b.label}
        </Link>
      ))}
    </div>
  )
}
