import type { z } from 'zod'
import { LeadFormSection } from '../../site/components/forms/LeadFormSection'
import type { RenderContext } from '../types'
import type { leadFormSchema } from './config'

type Props = z.output<typeof leadFormSchema> & { context: RenderContext }

/** A lead form of any type (the one client island), placed by editors on any page. On a vehicle page it carries the car. */
export function LeadForm({ type, heading, intro, headingLevel, context }: Props) {
  const car = context.vehicle ?? context.vehiclePage
  const vehicle = car ? { id: car.vehicle.id, slug: car.vehicle.slug, name: car.vehicle.name, carType: car.vehicle.car.car_type ?? null, tag: car.vehicle.car.tag ?? null } : null
  return <LeadFormSection site={context.site} type={type} heading={heading} headingLevel={headingLevel} intro={intro} vehicle={vehicle} dealership={car?.vehicle.dealership?.id ?? null} />
}
