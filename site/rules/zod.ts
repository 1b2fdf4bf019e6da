/**
 * zod for every schema a page's JavaScript also uses (the forms' rules): `import * as z from` here,
 * not from 'zod'. It is `zod/mini`, zod's functional API (`z.optional(s)`, `s.check(z.maxLength(n))`,
 * `z.pipe(s, z.transform(f))`): the same core, parsing and issues as the chained API, without a
 * method for every check on every schema, so a bundle keeps only the checks it uses (a small
 * schema bundled alone: 5.1 KB compressed, against 24.9 KB with the chained API). In the browser zod runs jitless: its JIT first probes `new Function('')`, which the
 * pages' Content-Security-Policy (no 'unsafe-eval') refuses, and the browser reports that as a CSP
 * issue (Lighthouse best practices 96 on every page with a form). On the server the JIT stays on.
 * This module configures zod before any schema is built: ES modules run their imports first, and
 * zod decides at each object schema's construction.
 *
 * Only the members the schemas use are re-exported, one by one: zod's `z` namespace also holds
 * every locale's messages, and passing it on kept all of them in the forms' chunk (390 KB, 90 KB
 * compressed, on every page with a form).
 */
import { config } from 'zod/mini'
import en from 'zod/v4/locales/en.js'

// zod/mini loads no locale: English messages for the checks without one of ours (e.g. a text's length).
config(en())
if (typeof window !== 'undefined') config({ jitless: true })

export { _default, array, boolean, catch as catchValue, coerce, email, enum, extend, gte, int, literal, lte, maxLength, minLength, nullish, number, object, optional, partial, pipe, positive, prefault, record, refine, regex, string, superRefine, transform, trim, union, unknown, uuid } from 'zod/mini'
export type { infer, input, output, ZodMiniType as ZodType } from 'zod/mini'
export type { $ZodError as ZodError } from 'zod/v4/core'
