'use client'

import { useRouter } from 'next/navigation'
import { useId } from 'react'

type Option = { id: number; label: string; href: string; selected: boolean }

/** FIN §2.8: switches between the departments at the same street; the current location's type is selected. */
export function DepartmentSelect({ options }: { options: Option[] }) {
  const router = useRouter()
  const id = useId()
  const current = options.find((o) => o.selected)
  return (
    <p className="mt-3 flex items-center gap-2">
      <label htmlFor={id} className="font-medium">Department</label>
      <select id={id} data-testid="department-select" className="rounded border border-slate-400 px-3 py-2" defaultValue={current?.href} onChange={(e) => router.push(e.target.value)}>
        {options.map((o) => (
          <option key={o.id} value={o.href}>{o.label}</option>
        ))}
      </select>
    </p>
  )
}
