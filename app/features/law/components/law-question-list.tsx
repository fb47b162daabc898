import { cn } from '~/lib/cn'
import { communityTypeLabels, type CommunityType, type LawQuestionJson } from '../schemas'
import { sectionUrl } from '../utah-code-xml'

const SECTION = /^\d+-\d+[a-z]?-[\d.]+$/i

const typeLabel = (type: string) => communityTypeLabels[type as CommunityType] ?? type

const seconds = (ms: number) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`)

function Badge({ tone, children }: { tone: 'warn' | 'brand' | 'plain'; children: string }) {
  const tones = {
    warn: 'border-rock-100 bg-rock-50 text-rock-700',
    brand: 'border-brand-200 bg-brand-50 text-brand-800',
    plain: 'border-line bg-canvas text-muted',
  }
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
      )}
    >
      {children}
    </span>
  )
}

/** Whether the corpus had anything on it, and who wrote the answer: the model or the retrieval fallback. */
function Outcome({ q }: { q: LawQuestionJson }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {q.outOfCorpus ? <Badge tone="warn">Out of corpus</Badge> : <Badge tone="plain">In corpus</Badge>}
      {q.llmAnswered ? <Badge tone="brand">AI answer</Badge> : <Badge tone="plain">Passages only</Badge>}
    </span>
  )
}

function Sections({ sections }: { sections: string[] }) {
  if (sections.length === 0) return <span className="text-muted">None</span>
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      {sections.map((section) => (
        <li key={section} className="whitespace-nowrap">
          {SECTION.test(section) ? (
            <a
              href={sectionUrl(section)}
              target="_blank"
              rel="noreferrer"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              § {section}
              <span className="sr-only"> (opens le.utah.gov in a new tab)</span>
            </a>
          ) : (
            section
          )}
        </li>
      ))}
    </ul>
  )
}

/** The question, with the answer it received folded away until asked for. */
function QuestionAndAnswer({ q }: { q: LawQuestionJson }) {
  return (
    <>
      <p className="break-words whitespace-pre-line text-ink">{q.question}</p>
      <details className="group mt-2">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
          <span className="group-open:hidden">Show the answer</span>
          <span className="hidden group-open:inline">Hide the answer</span>
        </summary>
        <p className="mt-2 rounded-md border border-line bg-canvas p-3 text-sm break-words whitespace-pre-line text-ink">
          {q.answer}
        </p>
      </details>
    </>
  )
}

/** Asked questions as a table on wide screens and as cards on a phone, newest first. */
export function LawQuestionList({
  questions,
  formatTime,
}: {
  questions: LawQuestionJson[]
  formatTime: (iso: string) => string
}) {
  if (questions.length === 0)
    return (
      <p className="rounded-card border border-dashed border-line bg-white p-8 text-center text-muted">
        No one has asked the law assistant a question yet.
      </p>
    )
  return (
    <>
      <div className="hidden overflow-hidden rounded-card border border-line bg-white shadow-card md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Questions asked of the law assistant, newest first</caption>
          <thead className="bg-canvas text-xs font-semibold tracking-wide text-muted uppercase">
            <tr>
              {['Asked', 'Association', 'Question', 'Result', 'Top sections', 'Time taken'].map((h) => (
                <th key={h} scope="col" className="px-4 py-3">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {questions.map((q) => (
              <tr key={q.id} className="align-top">
                <td className="px-4 py-3 whitespace-nowrap text-muted">{formatTime(q.createdAt)}</td>
                <td className="px-4 py-3">{typeLabel(q.communityType)}</td>
                <td className="max-w-md px-4 py-3">
                  <QuestionAndAnswer q={q} />
                </td>
                <td className="px-4 py-3">
                  <Outcome q={q} />
                </td>
                <td className="px-4 py-3">
                  <Sections sections={q.topSections} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-muted">{seconds(q.durationMs)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label="Questions asked of the law assistant, newest first">
        {questions.map((q) => (
          <li key={q.id} className="rounded-card border border-line bg-white p-4 shadow-card">
            <p className="text-xs text-muted">
              {formatTime(q.createdAt)} · {typeLabel(q.communityType)} · {seconds(q.durationMs)}
            </p>
            <div className="mt-2">
              <QuestionAndAnswer q={q} />
            </div>
            <div className="mt-3">
              <Outcome q={q} />
            </div>
            <div className="mt-3 text-sm">
              <p className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">Top sections</p>
              <Sections sections={q.topSections} />
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
