import { z } from 'zod'
import { isSafeLink, LINK_MESSAGES } from '../../site/rules/safeLink'
import type { PuckField } from '../types'

export const BUTTON_STYLES = ['primary', 'secondary', 'outline'] as const

const button = z.object({
  label: z.string().trim().min(1, 'Label is required').max(40),
  href: z.string().refine((v) => isSafeLink(v), LINK_MESSAGES.link),
  style: z.enum(BUTTON_STYLES).default('primary'),
})

export const buttonGroupSchema = z
  .object({
    buttonSet: z.string().max(100).default(''),
    buttons: z.array(button).max(6, 'At most 6 buttons').default([]),
    align: z.enum(['start', 'center', 'end']).default('start'),
  })
  .superRefine((props, ctx) => {
    if (!props.buttonSet && props.buttons.length === 0) ctx.addIssue({ code: 'custom', path: ['buttons'], message: 'Pick a brand button set or add at least one button' })
  })

export const buttonGroupDefaults: z.input<typeof buttonGroupSchema> = {
  buttonSet: '',
  buttons: [
    { label: 'Browse stock', href: '/search/new-used-and-demo-cars', style: 'primary' },
    { label: 'Contact us', href: '/contact', style: 'outline' },
  ],
  align: 'start',
}

export const buttonGroupFields: Record<string, PuckField> = {
  buttonSet: { type: 'picker', label: 'Brand button set', source: 'buttonSets', emptyLabel: 'None (use the buttons below)' },
  buttons: {
    type: 'array',
    label: 'Buttons (when no set is picked)',
    arrayFields: {
      label: { type: 'text', label: 'Label' },
      href: { type: 'text', label: 'Link' },
      style: { type: 'select', label: 'Style', options: BUTTON_STYLES.map((s) => ({ label: s, value: s })) },
    },
    defaultItemProps: { label: 'Button', href: '/', style: 'primary' },
  },
  align: { type: 'radio', label: 'Alignment', options: [{ label: 'Left', value: 'start' }, { label: 'Centre', value: 'center' }, { label: 'Right', value: 'end' }] },
}
