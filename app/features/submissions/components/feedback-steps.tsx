import { CheckCircle2, ExternalLink } from 'lucide-react'
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { Field, TextArea, TextInput } from '~/components/ui/form-field'
import { StarRating, StarRatingDisplay } from '~/components/ui/star-rating'
import { useT } from '~/i18n/i18n-provider'
import type { FieldErrors } from '~/lib/field-errors'

// The three views of the feedback dialog (spec section 4); the dialog itself holds the state.

/** The stars shown with their name in the page's language. */
function Stars({ value, size }: { value: number; size?: 'sm' | 'md' }) {
  const t = useT('forms')
  return <StarRatingDisplay value={value} size={size} label={t('feedback.rated', { value, scale: 5 })} />
}

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
  const t = useT('forms')
  const starName = (count: number) => t('feedback.star', { count })
  return (
    <form
      noValidate
      onSubmit={onFormSubmit(onSubmit)}
      className="relative grid justify-items-center gap-5 py-2"
    >
      <StarRating
        label={t('feedback.yourRating')}
        starName={starName}
        value={rating}
        onChange={onRatingChange}
        disabled={pending}
        aria-describedby={hintId}
      />
      <p id={hintId} className="min-h-5 text-sm text-muted" aria-live="polite">
        {error ? (
          <span className="font-medium text-rock-700">{error}</span>
        ) : rating > 0 ? (
          t('feedback.chose', { stars: starName(rating) })
        ) : (
          t('feedback.choose')
        )}
      </p>
      {honeypotField}
      {/* Spec section 4: disabled while no rating is chosen or a submission is pending. */}
      <Button type="submit" disabled={rating === 0 || pending} className="w-full sm:w-auto">
        {pending ? t('feedback.pending') : t('feedback.submitRating')}
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
  const t = useT('forms')
  return (
    <form noValidate onSubmit={onFormSubmit(onSubmit)} className="relative grid gap-5">
      <div className="flex items-center gap-3 text-sm text-muted">
        <Stars value={rating} />
        <span>{t('feedback.sorry')}</span>
      </div>
      <Field label={t('feedback.comments')} name="comments" error={errors.comments?.[0]}>
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
        label={t('feedback.email')}
        name="email"
        hint={t('feedback.emailHint')}
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
          {t('feedback.back')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('feedback.pending') : t('feedback.submit')}
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
  const t = useT('forms')
  const message = useRef<HTMLDivElement>(null)
  // The form that had focus is gone: move focus to the message so it is read out.
  useEffect(() => message.current?.focus(), [])
  return (
    <div className="grid justify-items-center gap-4 py-2 text-center">
      <CheckCircle2 aria-hidden="true" className="size-12 text-brand-600" />
      <div ref={message} tabIndex={-1} className="grid justify-items-center gap-3 focus:outline-none">
        <Stars value={rating} size="md" />
        <p className="text-ink">{reviewUrl ? t('feedback.fiveStars') : t('feedback.sent')}</p>
      </div>
      {reviewUrl ? (
        <p className="text-sm text-muted">
          {t('feedback.tabMissing')}{' '}
          <a
            href={reviewUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            {t('feedback.openReview')}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('feedback.newTab')}</span>
          </a>
        </p>
      ) : null}
      <Button onClick={onClose} className="mt-2">
        {t('feedback.close')}
      </Button>
    </div>
  )
}
