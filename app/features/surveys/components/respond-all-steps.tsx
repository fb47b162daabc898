import { Button } from '~/components/ui/button'
import { FormAlert } from '~/components/ui/form-field'
import { useT } from '~/i18n/i18n-provider'
import { pipedQuestion, shownContext } from '../piping'
import { jumpNotes } from '../jump-notes'
import { groupByPage, showIfNote, type QuestionErrors } from '../respond-steps'
import type { Answers, Question, SurveyDefinition } from '../types'
import { RespondQuestion } from './respond-question'

// The whole survey on one page, as the server sends it: every group in one form posting to the page's
// own action, so a browser without JavaScript can read and answer it. Questions that depend on an
// earlier answer show too, each saying when it applies, and so do those a jump may skip or end before;
// the action leaves out those that do not apply.

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
  const t = useT('survey')
  const { questions } = survey
  const answers = start?.answers ?? {}
  const errors = start?.errors ?? {}
  const message = start?.message
  const groups = groupByPage(questions)
  // Every question shows here, numbered in survey order; an answer is known only after a post.
  const piping = shownContext(t, questions, answers, new Map(questions.map((q, i) => [q.id, i + 1])))
  const skips = jumpNotes(t, questions)
  const noteOf = (question: Question) =>
    [showIfNote(t, question, questions), ...(skips.get(question.id) ?? [])].filter(Boolean).join(' ') ||
    undefined
  const problems = questions.filter((q) => errors[q.id]).length
  return (
    <form
      method="post"
      // A file question's file posts with the answers.
      encType={questions.some((q) => q.type === 'file') ? 'multipart/form-data' : undefined}
      aria-label={survey.title}
      className="grid gap-8"
    >
      {/* Enter in a text field sends the form with this first submit button, not a ranking's Move up. */}
      <button type="submit" name="intent" value="send" hidden tabIndex={-1} />
      {token ? <input type="hidden" name="token" value={token} /> : null}
      {message ? <FormAlert>{message}</FormAlert> : null}
      {problems > 0 && !message ? <FormAlert>{t('form.problems', { count: problems })}</FormAlert> : null}
      {groups.map((group, index) => (
        <section key={group.page} aria-labelledby={`survey-part-${index}`} className="grid gap-6">
          <h2 id={`survey-part-${index}`} className="text-lg font-semibold text-brand-800">
            {t('form.part', { part: index + 1, total: groups.length })}
          </h2>
          {group.questions.map((question) => (
            <RespondQuestion
              key={question.id}
              question={pipedQuestion(question, piping)}
              number={questions.indexOf(question) + 1}
              value={answers[question.id]}
              error={errors[question.id]}
              note={noteOf(question)}
              hydrated={false}
              onAnswer={keep}
            />
          ))}
        </section>
      ))}
      <div>
        <Button type="submit" name="intent" value="send" size="lg" className="w-full sm:w-auto">
          {t('form.send')}
        </Button>
      </div>
    </form>
  )
}
