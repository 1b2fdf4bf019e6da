import { Group } from '@visx/group'
import { scaleBand, scaleLinear, scaleOrdinal } from '@visx/scale'
import { BarStack } from '@visx/shape'
import type { DayCounts } from '../../site/rules/leadDashboard'
import { optionLabel } from '../../site/leads/optionLabel'

/** Colours that keep 3:1 against white and against each other's neighbours; the legend names them too. */
const PALETTE = ['#1d4ed8', '#c2410c', '#047857', '#7e22ce', '#b91c1c', '#0e7490', '#a16207', '#be185d', '#4d7c0f', '#334155']

const WIDTH = 640
const HEIGHT = 220
const MARGIN = { top: 10, right: 8, bottom: 28, left: 32 }

const shortDay = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`

/**
 * Leads per day by type as a stacked bar chart (issue 49 item 5), drawn on the server with visx's
 * scales and shapes: plain SVG, no script. The SVG is an image with a text summary; the figures
 * behind it are in a table for screen readers and keyboard users (`<details>`).
 */
export function LeadsChart({ days, types, title }: { days: DayCounts[]; types: string[]; title: string }) {
  const total = days.reduce((sum, d) => sum + d.total, 0)
  const busiest = days.reduce((best, d) => (d.total > best.total ? d : best), days[0] ?? { day: '', total: 0, byType: {} })
  const max = Math.max(1, busiest.total)
  const xScale = scaleBand<string>({ domain: days.map((d) => d.day), range: [0, WIDTH - MARGIN.left - MARGIN.right], padding: 0.2 })
  const yScale = scaleLinear<number>({ domain: [0, max], range: [HEIGHT - MARGIN.top - MARGIN.bottom, 0], nice: true })
  const color = scaleOrdinal<string, string>({ domain: types, range: PALETTE })
  const data = days.map((d) => ({ day: d.day, ...Object.fromEntries(types.map((type) => [type, d.byType[type] ?? 0])) })) as Array<Record<string, number | string> & { day: string }>
  const ticks = yScale.ticks(Math.min(4, max)).filter((t) => Number.isInteger(t))
  const summary = total === 0 ? `No leads in the last ${days.length} days.` : `${total} leads in the last ${days.length} days; the busiest day was ${shortDay(busiest.day)} with ${busiest.total}.`
  return (
    <figure style={{ margin: '0 0 1.5rem' }} data-testid="leads-per-day">
      <figcaption style={{ fontWeight: 600, marginBottom: '0.5rem' }}>{title}</figcaption>
      <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} style={{ width: '100%', maxWidth: WIDTH, height: 'auto' }}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {ticks.map((tick) => (
            <g key={tick} transform={`translate(0,${yScale(tick)})`}>
              <line x1={0} x2={WIDTH - MARGIN.left - MARGIN.right} stroke="currentColor" strokeOpacity={0.15} />
              <text x={-6} dy="0.32em" textAnchor="end" fontSize={11} fill="currentColor">
                {tick}
              </text>
            </g>
          ))}
          <BarStack data={data} keys={types} x={(d) => d.day} xScale={xScale} yScale={yScale} color={color}>
            {(stacks) =>
              stacks.map((stack) =>
                stack.bars.map((bar) => (bar.height > 0 ? <rect key={`${stack.index}-${bar.index}`} x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={bar.color} /> : null)),
              )
            }
          </BarStack>
          {days.map((d, i) =>
            i % 5 === days.length % 5 || i === days.length - 1 ? (
              <text key={d.day} x={(xScale(d.day) ?? 0) + xScale.bandwidth() / 2} y={HEIGHT - MARGIN.top - MARGIN.bottom + 16} textAnchor="middle" fontSize={11} fill="currentColor">
                {shortDay(d.day)}
              </text>
            ) : null,
          )}
        </Group>
      </svg>
      {types.length > 0 && (
        <ul aria-label="Lead types" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem', listStyle: 'none', padding: 0, margin: '0.5rem 0' }}>
          {types.map((type) => (
            <li key={type} style={{ display: 'flex', alignItems: 'center', gap: '0.35rem' }}>
              <span aria-hidden="true" style={{ width: 12, height: 12, background: color(type), display: 'inline-block' }} />
              {optionLabel(type)}
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary>The figures by day</summary>
        <table>
          <caption style={{ textAlign: 'left' }}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {types.map((type) => (
                <th scope="col" key={type}>
                  {optionLabel(type)}
                </th>
              ))}
              <th scope="col">All</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{d.day}</th>
                {types.map((type) => (
                  <td key={type}>{d.byType[type] ?? 0}</td>
                ))}
                <td>{d.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
