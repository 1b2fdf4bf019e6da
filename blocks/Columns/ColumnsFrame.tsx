import type { ReactNode } from 'react'

const GRID = { '1-1': 'md:grid-cols-2', '2-1': 'md:grid-cols-[2fr_1fr]', '1-2': 'md:grid-cols-[1fr_2fr]' } as const

/** The columns' markup, shared by the shopper page and the editor canvas (which fills it with Puck slots). */
export function ColumnsFrame({ ratio, left, right }: { ratio: keyof typeof GRID; left: ReactNode; right: ReactNode }) {
  return (
    <div className={`mx-auto grid max-w-6xl grid-cols-1 gap-6 ${GRID[ratio]}`}>
      <div className="min-w-0">{left}</div>
      <div className="min-w-0">{right}</div>
    </div>
  )
}
