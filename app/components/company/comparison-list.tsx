import { CircleCheck, CircleDashed } from 'lucide-react'
import type { ComparisonRow } from '~/content/story'

const cell = 'flex gap-3 p-4 sm:p-5'

/**
 * A board's work done alone against done with us, one topic per row. Each row is a small section with its
 * own heading, and each side says which side it is, so it reads the same stacked on a phone, side by side on
 * a desktop and in a screen reader.
 */
export function ComparisonList({ rows, ourName }: { rows: readonly ComparisonRow[]; ourName: string }) {
  return (
    <div className="overflow-hidden rounded-card border border-line bg-white shadow-card">
      <div
        aria-hidden="true"
        className="hidden grid-cols-[12rem_1fr_1fr] border-b border-line bg-brand-50 text-sm font-semibold text-brand-900 lg:grid"
      >
        <span className="p-5">Topic</span>
        <span className="p-5">Self-managed or under-served</span>
        <span className="p-5">With {ourName}</span>
      </div>
      <ul className="divide-y divide-line">
        {rows.map((row) => (
          <li key={row.topic} className="lg:grid lg:grid-cols-[12rem_1fr_1fr]">
            <h3 className="px-4 pt-4 font-sans text-base font-semibold text-brand-900 sm:px-5 lg:py-5">
              {row.topic}
            </h3>
            <div className="grid sm:grid-cols-2 lg:contents">
              <p className={`${cell} text-muted`}>
                <CircleDashed aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
                <span>
                  <span className="block text-xs font-semibold tracking-wide uppercase lg:sr-only">
                    Self-managed or under-served
                    <span className="sr-only">: </span>
                  </span>
                  {row.selfManaged}
                </span>
              </p>
              <p className={`${cell} bg-brand-50/60 text-ink`}>
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>
                  <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase lg:sr-only">
                    With {ourName}
                    <span className="sr-only">: </span>
                  </span>
                  {row.withUs}
                </span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
