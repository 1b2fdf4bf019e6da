import { siteFlagsSchema } from '../../../site/config/flags'
import { configIssues } from '../../../site/config/issues'
import { safeParseStoredConfig } from '../../../site/config/siteConfig'

type Issue = { path: string; message: string }

const describe = (field: string, issues: Issue[]): string =>
  issues.map((issue) => `${field}.${issue.path}: ${issue.message}`).join('; ')

/** Rejects a stored config that SiteConfig does not accept (flag settings included: they belong in flags), naming each bad path. */
export const validateConfig = (value: unknown): true | string => {
  const result = safeParseStoredConfig(value ?? {})
  return result.ok ? true : describe('config', result.issues)
}

/** Flags are validated the same way (platform staff only may write them: see the field access). */
export const validateFlags = (value: unknown): true | string => {
  const result = siteFlagsSchema.safeParse(value ?? {})
  return result.success ? true : describe('flags', configIssues(result.error))
}
