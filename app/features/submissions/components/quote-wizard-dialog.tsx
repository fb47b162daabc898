import { ArrowLeft, ArrowRight, Send } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { DialogProps } from '~/components/dialog-host'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent } from '~/components/ui/dialog'
import { FormAlert } from '~/components/ui/form-field'
import { toast } from '~/components/ui/toast-store'
import type { FieldErrors } from '~/lib/field-errors'
import { submitJson, submitMultipart } from '~/lib/form-submit'
import { QUOTE_SUCCESS_TEXT } from '../quote-messages'
import { QUOTE_STEP_TITLES, QUOTE_STEPS } from '../quote-questions'
import {
  checkAll,
  checkStep,
  emptyQuoteFiles,
  emptyQuoteForm,
  FILES_STEP,
  firstStepWith,
  hasFiles,
  QUOTE_STEP_COUNT,
  quoteFormData,
  quoteJson,
  requiredFields,
  type QuoteFileInput,
} from '../quote-wizard'
import { HONEYPOT_FIELD } from '../schemas'
import { HoneypotField } from './honeypot-field'
import { QuoteContactStep } from './quote-contact-step'
import { QuoteFilePickers } from './quote-file-pickers'
import { QuoteProgress } from './quote-progress'
import { QuoteQuestionGroup } from './quote-question-group'

const ENDPOINT = '/api/pricing-quotes'

// Spec sections 4, 5 and 8: the wizard's messages, word for word.
const MISSING_TITLE = 'Required Fields Missing'
const MISSING_ON_NEXT = 'Please fill in all required fields before continuing.'
const MISSING_ON_SUBMIT = 'Please fill in all required fields.'

/** Spec section 2: the quote wizard, six steps, sent to POST /api/pricing-quotes. */
export default function QuoteWizardDialog({ open, onOpenChange }: DialogProps) {
  const [step, setStep] = useState(1)
  const [values, setValues] = useState(emptyQuoteForm)
  const [files, setFiles] = useState(emptyQuoteFiles)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submitting, setSubmitting] = useState(false)
  /** The server's own sentence when it refused the whole request (e.g. too many requests). */
  const [formError, setFormError] = useState<string | null>(null)
  // A new key after a successful submission gives fresh file inputs (their value cannot be set).
  const [formKey, setFormKey] = useState(0)
  const form = useRef<HTMLFormElement>(null)
  const headings = useRef<Array<HTMLHeadingElement | null>>([])
  const stepChanged = useRef(false)

  useEffect(() => {
    if (!stepChanged.current) return
    stepChanged.current = false
    // Each step starts at the top of the scrolling body, progress bar in view, focus on its heading.
    form.current?.parentElement?.scrollTo({ top: 0 })
    headings.current[step - 1]?.focus({ preventScroll: true })
  }, [step])

  const goTo = (next: number) => {
    const clamped = Math.min(QUOTE_STEP_COUNT, Math.max(1, next))
    if (clamped === step) return false
    stepChanged.current = true
    setStep(clamped)
    return true
  }

  /** Puts focus on the first field of the visible step that carries an error. */
  const focusFirstError = () =>
    requestAnimationFrame(() => {
      const visible = form.current?.querySelector<HTMLElement>('[data-step]:not([hidden])')
      visible?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[data-invalid] input')?.focus()
    })

  const change = (field: string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors(({ [field]: _cleared, ...rest }) => rest)
  }

  const pick = (field: QuoteFileInput, file: File | null, error: string | null) => {
    setFiles((current) => ({ ...current, [field]: file }))
    setErrors(({ [field]: _cleared, ...rest }) => (error ? { ...rest, [field]: [error] } : rest))
  }

  function next() {
    const check = checkStep(values, step)
    const fields = requiredFields(step)
    setErrors((current) => {
      const kept = Object.fromEntries(Object.entries(current).filter(([f]) => !fields.includes(f)))
      return check.ok ? kept : { ...kept, ...check.fieldErrors }
    })
    if (check.ok) return void goTo(step + 1)
    if (check.missing) toast({ title: MISSING_TITLE, description: MISSING_ON_NEXT, variant: 'destructive' })
    focusFirstError()
  }

  function fail(fieldErrors: FieldErrors, message?: string) {
    setFormError(Object.keys(fieldErrors).length === 0 && message ? message : null)
    toast({
      title: 'Submission Failed',
      description: 'There was an error submitting your quote request. Please try again.',
      variant: 'destructive',
    })
    setErrors(fieldErrors)
    const target = firstStepWith(Object.keys(fieldErrors).filter((f) => f !== '_form'))
    if (target === null || !goTo(target)) focusFirstError()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (submitting) return
    if (step < QUOTE_STEP_COUNT) return next()
    const check = checkAll(values)
    if (!check.ok) {
      setErrors((current) => ({ ...current, ...check.fieldErrors }))
      if (check.missing)
        toast({ title: MISSING_TITLE, description: MISSING_ON_SUBMIT, variant: 'destructive' })
      if (!goTo(check.step ?? step)) focusFirstError()
      return
    }
    setSubmitting(true)
    setFormError(null)
    try {
      const result = hasFiles(files)
        ? await submitMultipart<{ reference: string }>(ENDPOINT, quoteFormData(values, files))
        : await submitJson<{ reference: string }>(ENDPOINT, quoteJson(values))
      // 4xx answers carry a sentence meant for people; a 5xx or a lost connection gets only the toast.
      if (!result.ok)
        return fail(
          result.fieldErrors,
          result.status >= 400 && result.status < 500 ? result.message : undefined,
        )
      toast({ title: 'Quote Request Submitted', description: QUOTE_SUCCESS_TEXT })
      setValues(emptyQuoteForm())
      setFiles(emptyQuoteFiles())
      setErrors({})
      setStep(1)
      setFormKey((key) => key + 1)
      onOpenChange(false)
    } catch {
      fail({})
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        // On a phone it takes the whole height (toasts show at the top there, over the title, never over
        // Next or Submit). From 640 px it is anchored near the top and kept clear of the bottom edge, where
        // the toasts appear (spec section 9: up to 420 px wide).
        className="top-4! translate-y-0! max-h-[calc(100dvh-2rem)]! sm:top-[5vh]! sm:max-h-[calc(95vh-9rem)]!"
        title="Get a Detailed Quote"
        description="Six short steps. We reply within 24 hours with a detailed proposal."
      >
        <form key={formKey} ref={form} noValidate onSubmit={submit} aria-label="Quote request">
          <QuoteProgress step={step} />
          <p className="mb-5 text-sm text-muted">
            Fields marked <span className="font-semibold text-rock-600">*</span> are required.
          </p>
          <HoneypotField value={values[HONEYPOT_FIELD] ?? ''} onChange={(v) => change(HONEYPOT_FIELD, v)} />
          {QUOTE_STEP_TITLES.map((title, index) => {
            const number = index + 1
            return (
              <div key={title} data-step={number} hidden={step !== number}>
                <h3
                  ref={(element) => {
                    headings.current[index] = element
                  }}
                  tabIndex={-1}
                  className="mb-4 font-sans text-lg font-semibold text-brand-900 focus:outline-none focus-visible:outline-3"
                >
                  <span className="sr-only">
                    Step {number} of {QUOTE_STEP_COUNT}:{' '}
                  </span>
                  {title}
                </h3>
                {number === 1 ? (
                  <QuoteContactStep values={values} errors={errors} onChange={change} />
                ) : (
                  <div className="grid gap-6">
                    {QUOTE_STEPS[index - 1]!.map((question) => (
                      <QuoteQuestionGroup
                        key={question.id}
                        question={question}
                        value={values[question.id] ?? ''}
                        error={errors[question.id]?.[0]}
                        onChange={(value) => change(question.id, value)}
                      />
                    ))}
                  </div>
                )}
                {number === FILES_STEP ? (
                  <QuoteFilePickers files={files} errors={errors} onPick={pick} />
                ) : null}
              </div>
            )
          })}
          {formError ? (
            <div className="mt-6">
              <FormAlert>{formError}</FormAlert>
            </div>
          ) : null}
          <div className="sticky -bottom-5 -mx-6 mt-6 -mb-5 flex items-center justify-between gap-3 border-t border-line bg-white px-6 py-4">
            <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={step === 1 || submitting}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Previous
            </Button>
            <Button type="submit" disabled={submitting}>
              {step < QUOTE_STEP_COUNT ? (
                <>
                  Next
                  <ArrowRight aria-hidden="true" className="size-4" />
                </>
              ) : (
                <>
                  {submitting ? 'Submitting...' : 'Submit'}
                  <Send aria-hidden="true" className="size-4" />
                </>
              )}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
