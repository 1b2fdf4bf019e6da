/**
 * zod for every schema a page's JavaScript also uses (the forms' rules): import `z` from here, not
 * from 'zod'. In the browser zod runs jitless: its JIT first probes `new Function('')`, which the
 * pages' Content-Security-Policy (no 'unsafe-eval') refuses, and the browser reports that as a CSP
 * issue (Lighthouse best practices 96 on every page with a form). On the server the JIT stays on.
 * This module configures zod before any schema is built: ES modules run their imports first, and
 * zod decides at each object schema's construction.
 */
import { z } from 'zod'

if (typeof window !== 'undefined') z.config({ jitless: true })

export { z }
