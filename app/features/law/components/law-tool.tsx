import { LoaderCircle, RotateCcw, Search, TriangleAlert } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { Field, FormAlert, SelectInput, TextArea } from '~/components/ui/form-field'
import { Link } from 'react-router'
import { CURRENCY_NOTE_PREFIX, titleOnlyIn } from '../answer-notes'
import { askLawQuestion, LAW_SOURCES_PATH } from '../law-client'
import {
  COMMUNITY_TYPE_MESSAGE,
  communityTypeLabels,
  communityTypes,
  QUESTION_MAX_LENGTH,
  QUESTION_MIN_LENGTH,
  QUESTION_TOO_SHORT_MESSAGE,
  type LawAnswer,
} from '../schemas'
import { OfficialLink, SourceCurrency, textLinkClass } from './source-currency'

type Problem = { field?: 'question' | 'communityType'; message: string }

/**
 * The law tool of spec sections 2, 4, 5 and 8, shared by the law dialog and /utah-law-gpt: idle ->
 * loading ("Researching Utah Law...") -> result; Ask New Question clears the inputs and the result.
 */
export function LawTool({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const [communityType, setCommunityType] = useState('')
  const [question, setQuestion] = useState('')
  const [loading, setLoading] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [result, setResult] = useState<LawAnswer | null>(null)
  const alertId = useId()
  const form = useRef<HTMLFormElement>(null)
  const Heading = headingLevel

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (loading) return
    // Spec section 5: checked before any call, with the spec's own alerts.
    if (question.trim().length < QUESTION_MIN_LENGTH) {
      setProblem({ field: 'question', message: QUESTION_TOO_SHORT_MESSAGE })
      form.current?.querySelector<HTMLElement>('textarea')?.focus()
      return
    }
    if (!(communityTypes as readonly string[]).includes(communityType)) {
      setProblem({ field: 'communityType', message: COMMUNITY_TYPE_MESSAGE })
      form.current?.querySelector<HTMLElement>('select')?.focus()
      return
    }
    setProblem(null)
    setResult(null)
    setLoading(true)
    const outcome = await askLawQuestion({ question: question.trim(), communityType })
    setLoading(false)
    if (outcome.ok) setResult(outcome.answer)
    else setProblem({ message: outcome.message })
  }

  function reset() {
    setCommunityType('')
    setQuestion('')
    setProblem(null)
    setResult(null)
    form.current?.querySelector<HTMLElement>('select')?.focus()
  }

  // The alert describes the field it is about, after the field's own hint.
  const invalid = (field: Problem['field'], describedBy?: string) =>
    problem?.field === field
      ? {
          'aria-invalid': true as const,
          'aria-describedby': [describedBy, alertId].filter(Boolean).join(' '),
        }
      : {}

  return (
    <div>
      <form ref={form} onSubmit={submit} noValidate className="grid gap-5">
        <Field label="Association type" name="communityType" required>
          {(control) => (
            <SelectInput
              {...control}
              {...invalid('communityType', control['aria-describedby'])}
              value={communityType}
              onChange={(e) => setCommunityType(e.target.value)}
              placeholder="Select your community type"
            >
              {communityTypes.map((type) => (
                <option key={type} value={type}>
                  {communityTypeLabels[type]}
                </option>
              ))}
            </SelectInput>
          )}
        </Field>
        <Field
          label="Your question"
          name="question"
          required
          hint="For example: How much notice does our board have to give before a board meeting? Please leave out names and addresses."
        >
          {(control) => (
            <TextArea
              {...control}
              {...invalid('question', control['aria-describedby'])}
              rows={4}
              maxLength={QUESTION_MAX_LENGTH}
              value={question}
              onChange={(e) => setQuestion(e.target.value)}
            />
          )}
        </Field>
        {problem ? (
          <div id={alertId}>
            <FormAlert>{problem.message}</FormAlert>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={loading} aria-disabled={loading}>
            {loading ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Search aria-hidden="true" className="size-4" />
            )}
            {loading ? 'Researching Utah Law...' : 'Search'}
          </Button>
          <Button variant="secondary" onClick={reset} disabled={loading}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Ask New Question
          </Button>
        </div>
      </form>

      {result ? <LawResult result={result} Heading={Heading} /> : null}
    </div>
  )
}

/** Paragraphs of the plain-text answer; a paragraph opening with a section citation shows it as a heading. */
function AnswerText({ text }: { text: string }) {
  return (
    <div className="mt-3 grid gap-4 text-base leading-relaxed break-words text-ink">
      {text.split(/\n\s*\n/).map((paragraph, i) => {
        // The note on cut-off or possibly out-of-date sections is set apart, so it is read first.
        if (paragraph.startsWith(CURRENCY_NOTE_PREFIX))
          return (
            <p
              key={i}
              className="flex gap-2 rounded-lg border border-rock-100 bg-rock-50 px-4 py-3 text-sm text-rock-700"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <strong className="font-semibold">{CURRENCY_NOTE_PREFIX.trim()}</strong>{' '}
                {paragraph.slice(CURRENCY_NOTE_PREFIX.length)}
              </span>
            </p>
          )
        const [first = '', ...rest] = paragraph.split('\n')
        const cited = /^Utah Code \d+-\d+[a-z]?-[\d.]+, /.test(first) && rest.length > 0
        return (
          <div key={i} className="whitespace-pre-line">
            {cited ? <p className="font-semibold text-brand-900">{first}</p> : null}
            {/* Plain text: React escapes it, so nothing in an answer can become markup. */}
            <p>{cited ? rest.join('\n') : paragraph}</p>
          </div>
        )
      })}
    </div>
  )
}

function LawResult({ result, Heading }: { result: LawAnswer; Heading: 'h2' | 'h3' }) {
  const sources = result.sources.filter((s) => /^https:\/\//.test(s.url))
  // An incomplete source is cut off, unless the answer's note says we hold only its title.
  const titleOnly = titleOnlyIn(result.answer)
  const heading = useRef<HTMLHeadingElement>(null)
  // Take the reader to the answer: it may open below the fold, and a screen reader starts reading there.
  useEffect(() => heading.current?.focus(), [result])
  return (
    <section aria-label="Answer" className="mt-6 rounded-card border border-line bg-canvas p-5 sm:p-6">
      <Heading ref={heading} tabIndex={-1} className="font-sans text-lg font-semibold text-brand-900">
        Answer
      </Heading>
      <AnswerText text={result.answer} />
      {sources.length ? (
        <>
          <Heading className="mt-6 font-sans text-base font-semibold text-brand-900">Sources</Heading>
          <ul className="mt-2 grid gap-3">
            {sources.map((source) => (
              <li key={source.section} className="grid gap-1">
                <span className="break-words">
                  <OfficialLink href={source.url}>
                    Utah Code § {source.section}, {source.title}
                  </OfficialLink>
                </span>
                <SourceCurrency
                  effective={source.effective}
                  stale={source.stale}
                  textStatus={
                    source.complete ? 'complete' : titleOnly.has(source.section) ? 'none' : 'partial'
                  }
                  url={source.url}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="mt-6 grid gap-3 border-t border-line pt-4 text-sm text-muted">
        {result.disclaimer.split(/\n\s*\n/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
        <p>
          <Link to={LAW_SOURCES_PATH} className={textLinkClass}>
            Every section the assistant holds, and how current each is
          </Link>
        </p>
      </div>
    </section>
  )
}
