import { siteFlagsSchema } from '../../../site/config/flags'
import { configIssues } from '../../../site/config/issues'
import type { PayloadRequest } from 'payload'
import { safeParseStoredConfig } from '../../../site/config/siteConfig'
import { navigationLinksOf, unreachableLinks } from '../../../site/rules/sitePaths'
import { publishedPagePaths } from '../../reachableLink'

type Issue = { path: string; message: string }

const describe = (field: string, issues: Issue[]): string =>
  issues.map((issue) => `${field}.${issue.path}: ${issue.message}`).join('; ')

/**
 * Rejects a stored config that SiteConfig does not accept (flag settings included: they belong in
 * flags), naming each bad path; on an edit, also a new or changed link setting (navigation links,
 * stock search, service booking) that reaches no page of the site (site/rules/sitePaths.ts). A new
 * site's pages are made after it is saved, so its links are checked where they are shown instead.
 */
export const validateConfig = async (value: unknown, options: { operation?: string; id?: number | string; previousValue?: unknown; req?: PayloadRequest } = {}): Promise<true | string> => {
  const result = safeParseStoredConfig(value ?? {})
  if (!result.ok) return describe('config', result.issues)
  const { operation, id, req } = options
  if (operation !== 'update' || id === undefined || !req) return true
  const links = navigationLinksOf(result.config.navigation)
  const previous = safeParseStoredConfig(options.previousValue ?? {})
  const before = new Set(previous.ok ? navigationLinksOf(previous.config.navigation).map((l) => l.href) : [])
  if (links.every((l) => before.has(l.href))) return true
  const pagePaths = await publishedPagePaths(req, Number(id))
  const issues = unreachableLinks(links, before, { pagePaths, locationPath: result.config.navigation.paths.location })
  return issues.length ? describe('config', issues) : true
}

/** Flags are validated the same way (platform staff only may write them: see the field access). */
export const validateFlags = (value: unknown): true | string => {
  const result = siteFlagsSchema.safeParse(value ?? {})
  return result.success ? true : describe('flags', configIssues(result.error))
}
