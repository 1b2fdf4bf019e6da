import type { z } from 'zod'
import type { RenderContext } from '../types'
import { ColumnsFrame } from './ColumnsFrame'
import type { columnsSchema } from './config'

type Props = z.output<typeof columnsSchema> & { context: RenderContext }

/** Two columns of blocks (stacked on small screens), each rendered through the registry by the layout renderer. */
export function Columns({ ratio, left, right, context }: Props) {
  const render = context.renderItems ?? (() => null)
  return (
    <section className="py-4">
      <ColumnsFrame ratio={ratio} left={render(left)} right={render(right)} />
    </section>
  )
}
