import type { Ref } from 'react'
import { useT } from '~/i18n/i18n-provider'

/**
 * "Step 2 of 5" as the group's heading and a real <progress> named by it. The heading takes focus when
 * the step changes, so a screen reader says where the respondent now is.
 */
export function RespondProgress({
  step,
  total,
  headingRef,
}: {
  /** From 1. */
  step: number
  total: number
  headingRef: Ref<HTMLHeadingElement>
}) {
  const t = useT('survey')
  const words = t('form.step', { step, total })
  return (
    <div className="grid gap-2">
      <h2
        id="survey-step-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-brand-800 focus:outline-none"
      >
        {words}
      </h2>
      <progress
        value={step}
        max={total}
        aria-labelledby="survey-step-heading"
        className={
          'h-2.5 w-full appearance-none overflow-hidden rounded-full bg-brand-100 ' +
          '[&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-brand-100 ' +
          '[&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-600'
        }
      >
        {words}
      </progress>
    </div>
  )
}
