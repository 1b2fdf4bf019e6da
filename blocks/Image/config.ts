import { z } from 'zod'
import type { PuckField } from '../types'

/** next/image only serves local images (next.config `images.localPatterns`). */
const localPath = z.string().regex(/^\/(demo-images|api\/media\/file)\//, 'Use an image path starting with /demo-images/ or /api/media/file/')

export const imageSchema = z
  .object({
    media: z.string().regex(/^\d*$/, 'Pick an upload from the media library').default(''),
    src: localPath.or(z.literal('')).default(''),
    width: z.number().int().min(1).max(4000).default(1600),
    height: z.number().int().min(1).max(4000).default(900),
    alt: z.string().trim().max(200).default(''),
    decorative: z.boolean().default(false),
    caption: z.string().trim().max(300).default(''),
    size: z.enum(['content', 'wide', 'full']).default('wide'),
  })
  .superRefine((props, ctx) => {
    if (!props.media && !props.src) ctx.addIssue({ code: 'custom', path: ['media'], message: 'Pick an upload or enter an image path' })
    if (!props.decorative && !props.alt) ctx.addIssue({ code: 'custom', path: ['alt'], message: 'Alt text is required unless the image is decorative' })
  })

export const imageDefaults: z.input<typeof imageSchema> = {
  media: '',
  src: '/demo-images/suv-white-side.webp',
  width: 1600,
  height: 900,
  alt: 'An SUV seen from the side',
  decorative: false,
  caption: '',
  size: 'wide',
}

export const imageFields: Record<string, PuckField> = {
  media: { type: 'picker', label: 'Upload from the media library', source: 'media', emptyLabel: 'None (use the image path below)' },
  src: { type: 'text', label: 'Image path (when no upload is picked)' },
  width: { type: 'number', label: 'Width in pixels (image path only)', min: 1, max: 4000 },
  height: { type: 'number', label: 'Height in pixels (image path only)', min: 1, max: 4000 },
  alt: { type: 'text', label: 'Alt text (describe the image)' },
  decorative: { type: 'radio', label: 'Decorative (no alt text)', options: [{ label: 'No', value: false }, { label: 'Yes', value: true }] },
  caption: { type: 'text', label: 'Caption' },
  size: { type: 'select', label: 'Width on the page', options: [{ label: 'Text column', value: 'content' }, { label: 'Wide', value: 'wide' }, { label: 'Full width', value: 'full' }] },
}
