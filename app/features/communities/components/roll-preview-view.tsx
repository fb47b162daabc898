import { AlertCircle } from 'lucide-react'
import type { ReactNode, Ref } from 'react'
import type { RollPreview } from '../types'
import { plural } from './format'
import { RollDiffView } from './roll-diff-view'
import { RollErrorsTable } from './roll-errors-table'
import { RollTotalsList } from './roll-totals'

const H3 = ({ children }: { children: ReactNode }) => (
  <h3 className="text-base font-semibold text-brand-900">{children}</h3>
)

/**
 * What a roll file holds and what saving it would change; its row errors first. The heading takes focus
 * when a preview arrives, so a screen reader starts reading here.
 */
export function RollPreviewView({
  preview,
  fileName,
  headingRef,
  children,
}: {
  preview: RollPreview
  fileName: string
  headingRef?: Ref<HTMLHeadingElement>
  children?: ReactNode
}) {
  const errors = preview.errors.length
  return (
    <section
      aria-labelledby="roll-preview-heading"
      className="rounded-card border border-line bg-white shadow-card"
    >
      <div className="border-b border-line px-4 py-3 sm:px-5">
        <h2
          id="roll-preview-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold break-words text-brand-900"
        >
          Preview of {fileName}
        </h2>
        <p className="mt-0.5 text-sm text-muted">Nothing has been saved yet.</p>
      </div>
      <div className="grid gap-6 p-4 sm:p-5">
        {errors ? (
          <div className="grid gap-3">
            <p
              role="alert"
              className="flex items-start gap-2 rounded-lg border border-rock-100 bg-rock-50 px-4 py-3 text-sm font-semibold text-rock-700"
            >
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {plural(errors, 'error')}: nothing can be saved until the file is fixed
            </p>
            <RollErrorsTable errors={preview.errors} />
          </div>
        ) : null}
        <div className="grid gap-3">
          <H3>What the file holds</H3>
          <RollTotalsList totals={preview.counts} rows={preview.counts.rows} />
        </div>
        <div className="grid gap-3">
          <H3>Changes to the current roll</H3>
          <RollDiffView diff={preview.diff} />
        </div>
        {children}
      </div>
    </section>
  )
}
