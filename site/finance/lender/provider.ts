/**
 * The lender behind the finance pre-approval (issue 19; FIN §7; ARCHITECTURE "Outside services"):
 * a YouX-style HTTP API when LENDER_API_URL and LENDER_API_KEY are set, else the local default,
 * which quotes from the project's own finance rules with the site's lender table and hands the
 * shopper to the dealer's own finance enquiry. Only the server talks to the lender: the key never
 * reaches the browser.
 */
import { httpLender, httpLenderSettingsFrom } from './httpLender'
import { localLender, type LocalLenderSite } from './localLender'
import type { LenderProvider } from './types'

type Env = Record<string, string | undefined>

/** The lender the environment configures for a site (read per call, so a test can set the environment). */
export function lenderProviderFor(site: LocalLenderSite, env: Env = process.env): LenderProvider {
  const settings = httpLenderSettingsFrom(env)
  return settings ? httpLender(settings) : localLender(site)
}
