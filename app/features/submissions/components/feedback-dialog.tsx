import { useEffect, useMemo, useRef, useState } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { DialogProps } from '~/components/dialog-host'
import { Dialog, DialogContent } from '~/components/ui/dialog'
import { toast } from '~/components/ui/toast-store'
import { useT } from '~/i18n/i18n-provider'
import { WithMessages } from '~/i18n/lazy-messages'
import { checkFields, type FieldErrors } from '~/lib/field-errors'
import { submitJson } from '~/lib/form-submit'
import type { PublicConfig } from '~/lib/public-config'
import { feedbackSchema } from '../form-schemas'
import { HONEYPOT_FIELD } from '../schemas'
import { HoneypotField } from './honeypot-field'
import { FeedbackDetailsStep, FeedbackRatingStep, FeedbackSuccessStep } from './feedback-steps'

// Spec section 9: on close, the dialog resets after 200 ms (once its closing animation is over).
export const FEEDBACK_RESET_DELAY_MS = 200

type Step = 'rating' | 'details' | 'success'
type Answer = { shouldRedirectToReview: boolean }

const titles = {
  rating: 'feedback.titleRating',
  details: 'feedback.titleDetails',
  success: 'feedback.titleSuccess',
} as const satisfies Record<Step, string>

/** Spec sections 2, 4, 7 and 8: rating, then details for 1 to 4 stars, then a thank-you. */
export default function FeedbackDialog(props: DialogProps) {
  return (
    <WithMessages area="forms">
      <Feedback {...props} />
    </WithMessages>
  )
}

function Feedback({ open, onOpenChange }: DialogProps) {
  const t = useT('forms')
  const schema = useMemo(() => feedbackSchema(t), [t])
  const root = useRouteLoaderData<{ config?: PublicConfig }>('root')
  const reviewUrl = root?.config?.reviewUrl
  const [step, setStep] = useState<Step>('rating')
  const [rating, setRating] = useState(0)
  const [comments, setComments] = useState('')
  const [email, setEmail] = useState('')
  const [honeypot, setHoneypot] = useState('')
  const [pending, setPending] = useState(false)
  const [reviewOpened, setReviewOpened] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  // A closed and reset dialog ignores the answer to a request sent before.
  const session = useRef(0)

  useEffect(() => {
    if (open) return
    const timer = setTimeout(() => {
      session.current++
      setStep('rating')
      setRating(0)
      setComments('')
      setEmail('')
      setHoneypot('')
      setPending(false)
      setReviewOpened(false)
      setErrors({})
    }, FEEDBACK_RESET_DELAY_MS)
    return () => clearTimeout(timer)
  }, [open])

  async function send(payload: Record<string, unknown>) {
    const mine = session.current
    setPending(true)
    const result = await submitJson<Answer>('/api/feedback', {
      ...payload,
      ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
    })
    if (mine !== session.current) return
    setPending(false)
    if (!result.ok) {
      setErrors(result.fieldErrors)
      toast({
        title: t('feedback.errorTitle'),
        description: t('feedback.error'),
        variant: 'destructive',
      })
      return
    }
    // Spec section 7: the review page opens only when the server says so and the rating is 5.
    if (result.data.shouldRedirectToReview && payload.rating === 5 && reviewUrl) {
      window.open(reviewUrl, '_blank', 'noopener,noreferrer')
      setReviewOpened(true)
    }
    setStep('success')
  }

  function submitRating() {
    if (rating === 0 || pending) return
    // Spec section 4: five stars submit at once with the rating only; fewer ask for details first.
    if (rating === 5) void send({ rating })
    else {
      setErrors({})
      setStep('details')
    }
  }

  function submitDetails() {
    const payload = { rating, comments, email }
    const checked = checkFields(schema, payload)
    if (!checked.ok) {
      setErrors(checked.fieldErrors)
      return
    }
    setErrors({})
    void send(payload)
  }

  const honeypotField = <HoneypotField value={honeypot} onChange={setHoneypot} />
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t(titles[step])}
        dismissLabel={t('feedback.close')}
        description={step === 'rating' ? t('feedback.prompt') : undefined}
      >
        {step === 'rating' ? (
          <FeedbackRatingStep
            rating={rating}
            onRatingChange={setRating}
            pending={pending}
            error={errors.rating?.[0]}
            onSubmit={submitRating}
            honeypotField={honeypotField}
          />
        ) : step === 'details' ? (
          <FeedbackDetailsStep
            rating={rating}
            comments={comments}
            email={email}
            errors={errors}
            pending={pending}
            onCommentsChange={setComments}
            onEmailChange={setEmail}
            honeypotField={honeypotField}
            onBack={() => {
              setErrors({})
              setStep('rating')
            }}
            onSubmit={submitDetails}
          />
        ) : (
          <FeedbackSuccessStep
            rating={rating}
            reviewUrl={reviewOpened ? reviewUrl : undefined}
            onClose={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}
