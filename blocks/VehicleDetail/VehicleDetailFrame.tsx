import type { ReactNode } from 'react'

/**
 * The vehicle page's section grid, shared by the shopper page and the editor canvas: sections span
 * both columns, except the gallery (left) and the sidebar (right), which sit side by side on wide
 * screens wherever they are in the list; on small screens everything stacks in the layout's order.
 */
export function VehicleDetailFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto grid max-w-6xl grid-cols-1 gap-x-8 px-4 py-6 lg:grid-flow-row-dense lg:grid-cols-[minmax(0,1fr)_360px]" data-testid="vehicle-detail">{children}</div>
}
