import type { RollError } from '../types'

/** Every row error of a roll file, with the line a spreadsheet shows it on. */
export function RollErrorsTable({ errors }: { errors: RollError[] }) {
  return (
    <div className="overflow-hidden rounded-lg border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Errors in the file, by line</caption>
        <thead className="bg-canvas text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="w-14 px-3 py-2.5 text-right font-semibold">
              Line
            </th>
            <th scope="col" className="hidden px-3 py-2.5 font-semibold sm:table-cell">
              Column
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              Problem
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {errors.map((error, i) => (
            <tr key={`${error.line}-${error.column}-${i}`} className="align-top">
              <td className="px-3 py-2.5 text-right font-medium text-ink tabular-nums">{error.line}</td>
              <td className="hidden px-3 py-2.5 font-mono text-xs break-all text-muted sm:table-cell">
                {error.column ?? '—'}
              </td>
              <td className="px-3 py-2.5 text-ink [overflow-wrap:anywhere]">
                {/* On a phone the column name sits above the problem, not in a column of its own. */}
                {error.column ? (
                  <span className="block font-mono text-xs text-muted sm:hidden">
                    <span className="sr-only">Column </span>
                    {error.column}
                  </span>
                ) : null}
                {error.message}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
