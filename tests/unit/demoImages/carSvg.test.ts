import { describe, expect, it } from 'vitest'
import { carSvg, DEMO_ANGLES, DEMO_BODIES, demoImageName, parseDemoImageName } from '../../../site/demoImages/carSvg'

describe('demo image names', () => {
  it('round-trip every body and angle', () => {
    for (const body of DEMO_BODIES) {
      for (const angle of DEMO_ANGLES) {
        expect(parseDemoImageName(demoImageName(body, 'a1b2c3', angle))).toEqual({ body, colour: 'a1b2c3', angle })
      }
    }
  })
  it.each(['suv-zzzzzz-side.webp', 'tank-ffffff-side.webp', 'suv-ffffff-top.webp', '../etc-passwd', 'suv-ffffff-side.png'])('rejects %s', (name) => {
    expect(parseDemoImageName(name)).toBeNull()
  })
})

describe('carSvg', () => {
  it('draws the car in its colour and differs by angle', () => {
    const side = carSvg('ute', 'b91c1c', 'side')
    expect(side).toContain('fill="#b91c1c"')
    expect(side.startsWith('<svg')).toBe(true)
    expect(carSvg('ute', 'b91c1c', 'front')).not.toBe(side)
    expect(carSvg('sedan', 'b91c1c', 'side')).not.toBe(side)
  })
})
