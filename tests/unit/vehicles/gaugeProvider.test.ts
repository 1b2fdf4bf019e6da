import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gaugeView } from '@/site/rules/gauge'
import { builtInGaugeProvider, gaugeProviderFor, httpGaugeProvider } from '@/site/vehicles/gauge/provider'
import type { VehicleView } from '@/site/vehicles/vehicleView'

const vehicle = (price: number | null, market: VehicleView['market']) => ({ slug: 'cx-5', car: { price }, market }) as unknown as VehicleView

describe('built-in gauge provider', () => {
  it('fills by how far the price sits below the top of the market range', async () => {
    const reply = await builtInGaugeProvider.gauge(vehicle(52000, { rangeMin: 50000, rangeMax: 60000, confidence: 0.8 }))
    expect(reply).toEqual({ fill: 0.8, listing_price: 52000, market_range_min: 50000, market_range_max: 60000, confidence: 0.8, description: null })
    expect(gaugeView(reply)?.label).toBe('Great Deal')
  })

  it('answers nothing without market data or price, and the hide rules apply to what it answers', async () => {
    expect(await builtInGaugeProvider.gauge(vehicle(52000, { rangeMin: null, rangeMax: 60000, confidence: 0.8 }))).toBeNull()
    expect(await builtInGaugeProvider.gauge(vehicle(null, { rangeMin: 1, rangeMax: 2, confidence: 0.8 }))).toBeNull()
    expect(gaugeView(await builtInGaugeProvider.gauge(vehicle(52000, { rangeMin: 50000, rangeMax: 60000, confidence: 0.2 })))).toBeNull()
    expect(gaugeView(await builtInGaugeProvider.gauge(vehicle(61000, { rangeMin: 50000, rangeMax: 60000, confidence: 0.9 })))).toBeNull()
  })
})

describe('HTTP gauge provider against a local server', () => {
  let server: http.Server
  let base = ''
  const seen: string[] = []
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(req.url ?? '')
      if (req.url?.includes('broken')) return void res.writeHead(500).end()
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ fill: 0.4, listing_price: 1, market_range_min: 0, market_range_max: 2, confidence: 0.9, description: 'Fair' }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('GETs {base}/cars/{slug}/autogauge and returns the reply', async () => {
    const reply = await httpGaugeProvider(base).gauge(vehicle(1, { rangeMin: null, rangeMax: null, confidence: null }))
    expect(seen).toContain('/cars/cx-5/autogauge')
    expect(gaugeView(reply)?.label).toBe('Fair')
  })

  it('throws on a failed reply (the endpoint logs it and the page hides the gauge)', async () => {
    await expect(httpGaugeProvider(base).gauge({ ...vehicle(1, { rangeMin: null, rangeMax: null, confidence: null }), slug: 'broken' })).rejects.toThrow('500')
  })

  it('is chosen only when the plugin is enabled with a base address', () => {
    expect(gaugeProviderFor({ enabled: true, baseUrl: base }).name).toBe('http')
    expect(gaugeProviderFor({ enabled: false, baseUrl: base }).name).toBe('built-in')
    expect(gaugeProviderFor({ enabled: true }).name).toBe('built-in')
  })
})
