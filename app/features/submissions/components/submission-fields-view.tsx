import { StarRatingDisplay } from '~/components/ui/star-rating'
import type { SubmissionField } from '../inbox-types'

/** The sender's answers, label above value; empty answers say so rather than vanish. */
export function SubmissionFieldsView({ fields }: { fields: SubmissionField[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {fields.map((field) => (
        <div
          key={field.label}
          className={field.value.length > 80 || field.value.includes('\n') ? 'sm:col-span-2' : undefined}
        >
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{field.label}</dt>
          <dd className="mt-1 break-words whitespace-pre-line text-ink">
            {field.stars !== undefined ? (
              // The stars are for the eye; the words beside them say the same to a screen reader.
              <span className="flex flex-wrap items-center gap-2">
                <span aria-hidden="true" className="inline-flex">
                  <StarRatingDisplay value={field.stars} size="md" />
                </span>
                <span>{field.value}</span>
              </span>
            ) : (
              field.value || <span className="text-muted">Not given</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
