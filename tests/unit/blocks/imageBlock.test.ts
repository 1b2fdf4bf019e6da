import { describe, expect, it } from 'vitest'
import { validateLayout } from '../../../blocks/validateLayout'

const layoutWith = (props: Record<string, unknown>) => ({ root: { props: {} }, content: [{ type: 'Image', props: { id: 'i1', ...props } }] })

describe('Image block schema', () => {
  it('requires alt text unless the image is marked decorative', () => {
    expect(validateLayout(layoutWith({ src: '/demo-images/a.webp', alt: '' }))).toEqual({ ok: false, errors: ['Block "Image" (position 1) field "alt": Alt text is required unless the image is decorative'] })
    expect(validateLayout(layoutWith({ src: '/demo-images/a.webp', alt: '', decorative: true }))).toMatchObject({ ok: true })
    expect(validateLayout(layoutWith({ src: '/demo-images/a.webp', alt: 'A red hatch' }))).toMatchObject({ ok: true })
  })

  it('needs an upload or a local image path', () => {
    expect(validateLayout(layoutWith({ alt: 'x' }))).toEqual({ ok: false, errors: ['Block "Image" (position 1) field "media": Pick an upload or enter an image path'] })
    const remote = validateLayout(layoutWith({ src: 'https://evil.example/x.png', alt: 'x' }))
    expect(remote.ok).toBe(false)
    expect(remote.ok ? [] : remote.errors[0]).toMatch(/^Block "Image" \(position 1\) field "src": /)
    expect(validateLayout(layoutWith({ media: '12', alt: 'x' }))).toMatchObject({ ok: true })
  })
})
