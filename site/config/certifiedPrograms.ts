/**
 * Certified programmes (variants §2a) as data: card-tag rule 4 (INV §4) and the certified badge
 * (FIN §4) read this table instead of testing a make name. Rows are keyed by id; the default rows
 * use the make as id. A site adds a row or overrides fields of a row by its id.
 */
import { z } from 'zod'
import { carTypeSchema, ruleTable } from './shared'

export const certifiedProgramSchema = z.strictObject({
  /** Matched against car.make. */
  make: z.string().min(1),
  /** The specs' feature flag (for the Toyota row a platform flag, see flags.ts). */
  enabled: z.boolean(),
  /** Absent = any car type. */
  carTypes: z.array(carTypeSchema).min(1).optional(),
  /** car.certified must be true. */
  requiresCertified: z.boolean(),
  hideWhenSold: z.boolean(),
  display: z.enum(['cardTagLogo', 'badge']),
  // default not in spec: no logo address is shown, so no row has one.
  logoUrl: z.string().min(1).optional(),
  /** Vehicle-page information panel title. */
  infoPanelTitle: z.string().min(1).optional(),
})

export type CertifiedProgram = z.output<typeof certifiedProgramSchema>

export const DEFAULT_CERTIFIED_PROGRAMS: Readonly<Record<string, z.input<typeof certifiedProgramSchema>>> = {
  Toyota: {
    make: 'Toyota',
    enabled: false,
    requiresCertified: true,
    hideWhenSold: true,
    display: 'badge',
    infoPanelTitle: 'Toyota Certified Pre-Owned',
  },
  'Mercedes-Benz': {
    make: 'Mercedes-Benz',
    enabled: true,
    carTypes: ['used'],
    requiresCertified: true,
    // default not in spec: "n/a" (card-tag rule 1 tags sold cars first); true keeps a sold car untagged if the display ever changes.
    hideWhenSold: true,
    display: 'cardTagLogo',
  },
}

export const certifiedProgramsTableSchema = ruleTable(certifiedProgramSchema, DEFAULT_CERTIFIED_PROGRAMS)
