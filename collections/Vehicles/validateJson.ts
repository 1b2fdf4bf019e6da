import { z } from 'zod'

const mediaList = z.array(z.object({ url: z.string().min(1), thumb: z.string().min(1).optional() }).strict())
const stringList = z.array(z.string())

const firstIssue = (field: string, error: z.ZodError): string => {
  const issue = error.issues[0]
  const where = issue && issue.path.length ? `${field}.${issue.path.join('.')}` : field
  return `${where}: ${issue?.message ?? 'invalid value'}`
}

export const mediaListValidator = (field: string) => (value: unknown): true | string => {
  if (value === null || value === undefined) return true
  const result = mediaList.safeParse(value)
  return result.success ? true : firstIssue(field, result.error)
}

export const stringListValidator = (field: string) => (value: unknown): true | string => {
  if (value === null || value === undefined) return true
  const result = stringList.safeParse(value)
  return result.success ? true : firstIssue(field, result.error)
}
