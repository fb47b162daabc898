import { FileText, X } from 'lucide-react'
import { useRef } from 'react'
import { Field, controlClasses } from '~/components/ui/form-field'
import type { FieldErrors } from '~/lib/field-errors'
import { checkPickedFile, QUOTE_FILE_ACCEPT, type QuoteFileInput, type QuoteFiles } from '../quote-wizard'

const PICKERS: ReadonlyArray<{ field: QuoteFileInput; label: string; name: string }> = [
  { field: 'budget_file', label: 'Current budget', name: 'budget' },
  { field: 'reserve_study_file', label: 'Latest reserve study', name: 'reserve study' },
]

function size(bytes: number) {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`
}

type QuoteFilePickersProps = {
  files: QuoteFiles
  errors: FieldErrors
  onPick: (field: QuoteFileInput, file: File | null, error: string | null) => void
}

/** The optional budget and reserve-study uploads (spec section 3): PDF, Word or Excel, 10 MB each. */
export function QuoteFilePickers({ files, errors, onPick }: QuoteFilePickersProps) {
  const inputs = useRef<Partial<Record<QuoteFileInput, HTMLInputElement | null>>>({})
  return (
    <section aria-labelledby="quote-files-heading" className="mt-6 border-t border-line pt-5">
      <h4 id="quote-files-heading" className="font-sans text-base font-semibold text-brand-900">
        Budget and reserve study (optional)
      </h4>
      <p className="mt-1 text-sm text-muted">
        If you have them at hand, they help us price your community accurately. PDF, Word or Excel, up to 10
        MB each.
      </p>
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {PICKERS.map(({ field, label, name }) => {
          const file = files[field]
          return (
            <Field
              key={field}
              label={label}
              name={field}
              error={errors[field]?.[0]}
              className="min-w-0 grid-cols-1 content-start"
            >
              {(control) => (
                <div className="grid min-w-0 grid-cols-1 gap-2">
                  <input
                    {...control}
                    ref={(element) => {
                      inputs.current[field] = element
                    }}
                    type="file"
                    accept={QUOTE_FILE_ACCEPT}
                    className={controlClasses(
                      'h-auto min-w-0 cursor-pointer py-1.5 text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100',
                    )}
                    onChange={(event) => {
                      const picked = event.target.files?.[0] ?? null
                      const error = picked ? checkPickedFile(picked, name) : null
                      if (error) event.target.value = ''
                      onPick(field, error ? null : picked, error)
                    }}
                  />
                  {file ? (
                    <p className="flex items-center gap-2 rounded-lg bg-canvas px-3 py-2 text-sm text-ink">
                      <FileText aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                      <span className="min-w-0 flex-1 truncate">
                        {file.name} <span className="text-muted">({size(file.size)})</span>
                      </span>
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-semibold text-brand-800 hover:bg-brand-50"
                        onClick={() => {
                          const input = inputs.current[field]
                          if (input) input.value = ''
                          onPick(field, null, null)
                          input?.focus()
                        }}
                      >
                        <X aria-hidden="true" className="size-4" />
                        Remove<span className="sr-only"> {label.toLowerCase()}</span>
                      </button>
                    </p>
                  ) : null}
                </div>
              )}
            </Field>
          )
        })}
      </div>
    </section>
  )
}
