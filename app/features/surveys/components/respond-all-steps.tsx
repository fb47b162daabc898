import { Button } from '~/components/ui/button'
import { FormAlert } from '~/components/ui/form-field'
import { groupByPage, showIfNote, type QuestionErrors } from '../respond-steps'
import type { Answers, SurveyDefinition } from '../types'
import { RespondQuestion } from './respond-question'

// The whole survey on one page, as the server sends it: every group in one form posting to the page's
// own action, so a browser without JavaScript can read and answer it. Questions that depend on an
// earlier answer show too, each saying when it applies; the action leaves out those that do not.

const keep = () => {}

export function RespondAllSteps({
  survey,
  token,
  start,
}: {
  survey: SurveyDefinition
  token: string | null
  /** What the page came back with after a post: the answers kept, the messages at their questions. */
  start: { answers: Answers; errors: QuestionErrors; message?: string } | null
}) {
  const { questions } = survey
  const answers = start?.answers ?? {}
  const errors = start?.errors ?? {}
  const message = start?.message
  const groups = groupByPage(questions)
  const problems = questions.filter((q) => errors[q.id]).length
  return (
    <form method="post" aria-label={survey.title} className="grid gap-8">
      {/* Enter in a text field sends the form with this first submit button, not a ranking's Move up. */}
      <button type="submit" name="intent" value="send" hidden tabIndex={-1} />
      {token ? <input type="hidden" name="token" value={token} /> : null}
      {message ? <FormAlert>{message}</FormAlert> : null}
      {problems > 0 && !message ? (
        <FormAlert>
          {problems === 1 ? 'One question needs' : `${problems} questions need`} an answer or a change: see
          the message at the question.
        </FormAlert>
      ) : null}
      {groups.map((group, index) => (
        <section key={group.page} aria-labelledby={`survey-part-${index}`} className="grid gap-6">
          <h2 id={`survey-part-${index}`} className="text-lg font-semibold text-brand-800">
            Part {index + 1} of {groups.length}
          </h2>
          {group.questions.map((question) => (
            <RespondQuestion
              key={question.id}
              question={question}
              number={questions.indexOf(question) + 1}
              value={answers[question.id]}
              error={errors[question.id]}
              note={showIfNote(question, questions)}
              hydrated={false}
              onAnswer={keep}
            />
          ))}
        </section>
      ))}
      <div>
        <Button type="submit" name="intent" value="send" size="lg" className="w-full sm:w-auto">
          Send my answers
        </Button>
      </div>
    </form>
  )
}
