/** Certified programmes (variants §2a), keyed by make: card-tag rule 4 and the certified badge read this. */
import { z } from 'zod'
import { carTypeSchema, ruleTable } from './shared'

export const certifiedProgramSchema = z.strictObject({
  make: z.string().min(1),
  /** The specs' feature flag. */
  enabled: z.boolean(),
  /** Absent = any car type. */
  carTypes: z.array(carTypeSchema).optional(),
  requiresCertified: z.boolean(),
  hideWhenSold: z.boolean(),
  display: z.enum(['cardTagLogo', 'badge']),
  logoUrl: z.string().optional(),
  infoPanelTitle: z.string().optional(),
})

export type CertifiedProgram = z.output<typeof certifiedProgramSchema>

export const DEFAULT_CERTIFIED_PROGRAMS: Record<string, z.input<typeof certifiedProgramSchema>> = {
  Toyota: { make: 'Toyota', enabled: false, requiresCertified: true, hideWhenSold: true, display: 'badge', infoPanelTitle: 'Toyota Certified Pre-Owned' },
  // hideWhenSold is n/a in the spec (card-tag rule 1 tags sold cars first); true keeps the badge off sold cars too.
  'Mercedes-Benz': { make: 'Mercedes-Benz', enabled: true, carTypes: ['used'], requiresCertified: true, hideWhenSold: true, display: 'cardTagLogo' },
}

export const certifiedProgramsTableSchema = ruleTable(certifiedProgramSchema, DEFAULT_CERTIFIED_PROGRAMS)
