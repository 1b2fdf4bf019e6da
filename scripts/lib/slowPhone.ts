/** The benchmarks' mid-range phone (bench:tap, bench:first-tap): CPU slowed 4×, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
import type { CDPSession, Page } from '@playwright/test'

export async function slowPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 })
  return cdp
}
