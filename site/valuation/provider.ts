/**
 * The valuation provider the environment configures (issue 51): the HTTP service when
 * VALUATION_API_URL and VALUATION_API_KEY are set, else the offline default. Read per call, so a
 * test can set the environment.
 */
import type { Payload } from 'payload'
import { httpValuation, httpValuationSettingsFrom } from './httpValuation'
import { localValuation } from './localValuation'
import type { ValuationProvider } from './types'

export function valuationProviderFor(payload: Payload, env: Record<string, string | undefined> = process.env): ValuationProvider {
  const settings = httpValuationSettingsFrom(env)
  return settings ? httpValuation(settings) : localValuation(payload)
}
