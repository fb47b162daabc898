import { CheckCircle2, ExternalLink } from 'lucide-react'
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { Field, TextArea, TextInput } from '~/components/ui/form-field'
import { StarRating, StarRatingDisplay, starLabel } from '~/components/ui/star-rating'
import type { FieldErrors } from '~/lib/field-errors'

// The three views of the feedback dialog (spec section 4); the dialog itself holds the state.

const PENDING_LABEL = 'Submitting...'

const onFormSubmit = (handler: () => void) => (event: FormEvent) => {
  event.preventDefault()
  handler()
}

export function FeedbackRatingStep({
  rating,
  onRatingChange,
  pending,
  error,
  onSubmit,
  honeypotField,
}: {
  rating: number
  onRatingChange: (rating: number) => void
  pending: boolean
  error?: string
  onSubmit: () => void
  honeypotField: ReactNode
}) {
  const hintId = useId()
  return (
    <form
      noValidate
      onSubmit={onFormSubmit(onSubmit)}
      className="relative grid justify-items-center gap-5 py-2"
    >
      <StarRating
        label="Your rating"
        value={rating}
        onChange={onRatingChange}
        disabled={pending}
        aria-describedby={hintId}
      />
      <p id={hintId} className="min-h-5 text-sm text-muted" aria-live="polite">
        {error ? (
          <span className="font-medium text-rock-700">{error}</span>
        ) : rating > 0 ? (
          `You chose ${starLabel(rating)} out of 5.`
        ) : (
          'Choose from 1 to 5 stars.'
        )}
      </p>
      {honeypotField}
      {/* Spec section 4: disabled while no rating is chosen or a submission is pending. */}
      <Button type="submit" disabled={rating === 0 || pending} className="w-full sm:w-auto">
        {pending ? PENDING_LABEL : 'Submit Rating'}
      </Button>
    </form>
  )
}

export function FeedbackDetailsStep({
  rating,
  comments,
  email,
  errors,
  pending,
  onCommentsChange,
  onEmailChange,
  onBack,
  onSubmit,
  honeypotField,
}: {
  rating: number
  comments: string
  email: string
  errors: FieldErrors
  pending: boolean
  onCommentsChange: (value: string) => void
  onEmailChange: (value: string) => void
  onBack: () => void
  onSubmit: () => void
  honeypotField: ReactNode
}) {
  return (
    <form noValidate onSubmit={onFormSubmit(onSubmit)} className="relative grid gap-5">
      <div className="flex items-center gap-3 text-sm text-muted">
        <StarRatingDisplay value={rating} />
        <span>We are sorry we fell short. What could we do better?</span>
      </div>
      <Field label="Comments" name="comments" error={errors.comments?.[0]}>
        {(control) => (
          <TextArea
            {...control}
            rows={5}
            autoFocus
            value={comments}
            onChange={(event) => onCommentsChange(event.target.value)}
          />
        )}
      </Field>
      <Field
        label="Email (optional)"
        name="email"
        hint="Only if you would like us to follow up with you."
        error={errors.email?.[0]}
      >
        {(control) => (
          <TextInput
            {...control}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => onEmailChange(event.target.value)}
          />
        )}
      </Field>
      {honeypotField}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack} disabled={pending}>
          Back to rating
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? PENDING_LABEL : 'Submit Feedback'}
        </Button>
      </div>
    </form>
  )
}

export function FeedbackSuccessStep({
  rating,
  reviewUrl,
  onClose,
}: {
  rating: number
  /** Set when the public review page was opened (5 stars). */
  reviewUrl?: string
  onClose: () => void
}) {
  const message = useRef<HTMLDivElement>(null)
  // The form that had focus is gone: move focus to the message so it is read out.
  useEffect(() => message.current?.focus(), [])
  return (
    <div className="grid justify-items-center gap-4 py-2 text-center">
      <CheckCircle2 aria-hidden="true" className="size-12 text-brand-600" />
      <div ref={message} tabIndex={-1} className="grid justify-items-center gap-3 focus:outline-none">
        <StarRatingDisplay value={rating} size="md" />
        {reviewUrl ? (
          <p className="text-ink">
            Thank you for the five-star rating! We have opened our public review page in a new tab so you can
            share your experience publicly.
          </p>
        ) : (
          <p className="text-ink">
            Your feedback has been sent to our team. We&apos;ll use it to improve our services.
          </p>
        )}
      </div>
      {reviewUrl ? (
        <p className="text-sm text-muted">
          Tab did not open?{' '}
          <a
            href={reviewUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            Open the review page
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      <Button onClick={onClose} className="mt-2">
        Close
      </Button>
    </div>
  )
}
