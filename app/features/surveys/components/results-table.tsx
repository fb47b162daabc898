import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

// The table equivalent of a chart: every chart on the results page draws its picture for the eye
// (aria-hidden) and gives the same figures as a table, hidden from view or behind "Show as a table".

export type TableRow = { key: string; cells: ReactNode[] }

export function ResultsTable({
  caption,
  headers,
  rows,
  hidden = false,
  className,
}: {
  caption: string
  headers: string[]
  rows: TableRow[]
  /** Only for screen readers: the chart beside it shows the same figures. */
  hidden?: boolean
  className?: string
}) {
  const table = (
    <table className={cn(hidden ? undefined : 'w-full text-left text-sm', className)}>
      <caption className={hidden ? undefined : 'sr-only'}>{caption}</caption>
      <thead className={hidden ? undefined : 'border-b border-line text-xs text-muted uppercase'}>
        <tr>
          {headers.map((header, index) => (
            <th
              key={header}
              scope="col"
              className={hidden ? undefined : cn('py-2 pr-3', index && 'text-right')}
            >
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={hidden ? undefined : 'divide-y divide-line'}>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" className={hidden ? undefined : 'py-2 pr-3 font-normal'}>
                  {cell}
                </th>
              ) : (
                <td key={index} className={hidden ? undefined : 'py-2 pr-3 text-right tabular-nums'}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
  // A table grows to its content whatever its width, so the hidden one sits in a box that does not.
  return hidden ? <div className="sr-only">{table}</div> : table
}

/** A chart's figures behind a disclosure everyone can open: for long series (days) that a list cannot show. */
export function ResultsTableDetails(props: {
  summary: string
  caption: string
  headers: string[]
  rows: TableRow[]
}) {
  return (
    <details className="mt-4 rounded-lg border border-line bg-white">
      <summary className="cursor-pointer rounded-lg px-4 py-2 text-sm font-semibold text-brand-700">
        {props.summary}
      </summary>
      <div
        className="max-h-80 overflow-y-auto px-4 pb-3"
        tabIndex={0}
        role="region"
        aria-label={props.caption}
      >
        <ResultsTable caption={props.caption} headers={props.headers} rows={props.rows} />
      </div>
    </details>
  )
}
