/** First-party analytics: how many page loads report their field Core Web Vitals. Not in the variants spec. */
import { z } from 'zod'

export const analyticsSection = z
  .strictObject({
    /** The share of page loads that report LCP, INP, CLS and TTFB: 1 every load, 0 none (a busy site may sample fewer). */
    webVitalsSampleRate: z.number().min(0, 'The sample rate must be between 0 and 1').max(1, 'The sample rate must be between 0 and 1').default(1),
  })
  .prefault({})
