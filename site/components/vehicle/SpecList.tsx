import { truncateList, type ListToggle, type SpecItem } from '../../rules/specLists'
import { ExpandableList } from './Expandable.client'

/** Items from `shown` on are extras: hidden until the list is opened (all items when there is no toggle). */
function Rows({ items, shown = items.length }: { items: SpecItem[]; shown?: number }) {
  return (
    <dl className="grid grid-cols-1 gap-x-8 sm:grid-cols-2">
      {items.map((s, i) => (
        <div key={s.label} className={`${i < shown ? 'flex' : 'hidden group-data-[open]:flex'} justify-between gap-4 border-b border-slate-200 py-2`}><dt className="text-slate-700">{s.label}</dt><dd className="text-right font-medium">{s.value}</dd></div>
      ))}
    </dl>
  )
}

/** A spec list with its Show More / Less toggle (INV §2: key information 4, all specifications 4). */
export function SpecList({ id, items, toggle }: { id: string; items: SpecItem[]; toggle: ListToggle }) {
  const collapsed = truncateList(items, toggle, false)
  if (!collapsed.toggleLabel) return <Rows items={items} />
  return <ExpandableList id={id} more={toggle.more} less={toggle.less}><Rows items={items} shown={collapsed.visible.length} /></ExpandableList>
}

function Bullets({ items, shown = items.length }: { items: string[]; shown?: number }) {
  return <ul className="grid list-disc gap-1 pl-5 sm:grid-cols-2">{items.map((f, i) => <li key={f} className={i < shown ? undefined : 'hidden group-data-[open]:list-item'}>{f}</li>)}</ul>
}

/** Feature list: 8 items, then Show All / Hide (INV §2, §9). */
export function FeatureList({ id, items, toggle }: { id: string; items: string[]; toggle: ListToggle }) {
  const collapsed = truncateList(items, toggle, false)
  if (!collapsed.toggleLabel) return <Bullets items={items} />
  return <ExpandableList id={id} more={toggle.more} less={toggle.less}><Bullets items={items} shown={collapsed.visible.length} /></ExpandableList>
}
