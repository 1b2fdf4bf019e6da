import type { z } from 'zod'
import { siteFlagsSchema } from '../../../site/config/flags'
import { safeParseSiteConfig } from '../../../site/config/siteConfig'

type Issue = { path: string; message: string }

const describe = (field: string, issues: Issue[]): string =>
  issues.map((issue) => `${field}.${issue.path}: ${issue.message}`).join('; ')

const issuesOf = (error: z.ZodError): Issue[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }))

/** Rejects a stored config that SiteConfig does not accept, naming each bad path. */
export const validateConfig = (value: unknown): true | string => {
  const result = safeParseSiteConfig(value ?? {})
  return result.ok ? true : describe('config', result.issues)
}

/** Flags are validated the same way (platform staff only may write them: see the field access). */
export const validateFlags = (value: unknown): true | string => {
  const result = siteFlagsSchema.safeParse(value ?? {})
  return result.success ? true : describe('flags', issuesOf(result.error))
}
