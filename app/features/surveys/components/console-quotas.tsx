import type { StaffSurvey } from '../types'

/** Each per-answer limit and how far it has come, e.g. "Renter: 38 of 40", under its question. */
export function ConsoleQuotas({ survey }: { survey: StaffSurvey }) {
  if (!survey.quotas?.length) return null
  const questions = survey.questions.filter((q) => survey.quotas!.some((p) => p.questionId === q.id))
  return (
    <section aria-labelledby="survey-quotas-heading" className="mt-6 grid gap-3 border-t border-line pt-4">
      <h3 id="survey-quotas-heading" className="font-sans text-xs font-semibold text-muted uppercase">
        Most responses per answer
      </h3>
      {questions.map((question) => (
        <div key={question.id}>
          <p className="font-medium break-words text-ink">{question.prompt}</p>
          <ul className="mt-1 grid gap-0.5">
            {survey
              .quotas!.filter((p) => p.questionId === question.id)
              .map((p, i) => (
                <li key={i} className="tabular-nums">
                  {p.answer}: {p.count.toLocaleString('en-US')} of {p.limit.toLocaleString('en-US')}
                  {p.count >= p.limit ? <span className="font-semibold text-rock-700"> (full)</span> : null}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  )
}
