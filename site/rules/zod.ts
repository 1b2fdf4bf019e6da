/**
 * zod for every schema a page's JavaScript also uses (the forms' rules): `import * as z from` here,
 * not from 'zod'. In the browser zod runs jitless: its JIT first probes `new Function('')`, which the
 * pages' Content-Security-Policy (no 'unsafe-eval') refuses, and the browser reports that as a CSP
 * issue (Lighthouse best practices 96 on every page with a form). On the server the JIT stays on.
 * This module configures zod before any schema is built: ES modules run their imports first, and
 * zod decides at each object schema's construction.
 *
 * Only the members the schemas use are re-exported, one by one: zod's `z` namespace also holds
 * every locale's messages, and passing it on kept all of them in the forms' chunk (390 KB, 90 KB
 * compressed, on every page with a form).
 */
import { config } from 'zod'

if (typeof window !== 'undefined') config({ jitless: true })

export { array, boolean, coerce, email, enum, literal, number, object, record, string, union, unknown, uuid, ZodError, ZodType } from 'zod'
export type { infer, input, output } from 'zod'
