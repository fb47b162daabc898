import { Search } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import { TextInput } from '~/components/ui/form-field'
import { useT } from '~/i18n/i18n-provider'
import { staffCall } from '~/lib/staff-client'
import { useHydrated } from '~/lib/use-hydrated'
import { groupParams, readResultsQuery, type GroupFilter } from '../results-query'
import type { SurveyTexts } from '../types'
import type { ResultsWords } from '../results-words'
import { formatDay } from './results-format'

type Page = { texts: Array<{ text: string; day: string | null }>; total: number | null; error?: string }

/** One page of a question's text answers from the API, with the page's filters. */
async function fetchTexts(
  surveyId: string,
  questionId: string,
  q: string,
  offset: number,
  filters: GroupFilter,
) {
  const params = new URLSearchParams([
    ['questionId', questionId],
    ['offset', String(offset)],
    ...(q ? [['q', q] as [string, string]] : []),
    ...groupParams(filters),
  ])
  return staffCall<SurveyTexts>('GET', `/api/surveys/${encodeURIComponent(surveyId)}/texts?${params}`)
}

/**
 * A question's written answers, newest first, with a search box. The server's page shows the latest; with
 * JavaScript the list follows the search and pages on through the API.
 */
export function ResultsTexts({
  surveyId,
  questionId,
  initial,
  filters,
  prompt,
  others = false,
}: {
  surveyId: string
  questionId: string
  initial: string[]
  filters: GroupFilter
  /** The question's words: each search on the page is a landmark named after its question. */
  prompt: string
  /** The written "Other" answers under a choice question, rather than a text question's answers. */
  others?: boolean
}) {
  const t = useT('surveyResults')
  const label = t(others ? 'texts.others' : 'texts.answers')
  const hydrated = useHydrated()
  const id = useId()
  const [query, setQuery] = useState('')
  const [page, setPage] = useState<Page>({ texts: initial.map((text) => ({ text, day: null })), total: null })
  const [busy, setBusy] = useState(false)
  // The effect follows the filters' values, not the object a new render makes.
  const filterKey = new URLSearchParams(groupParams(filters)).toString()

  // The total and the days come from the API; the search follows the typing after a short pause.
  useEffect(() => {
    if (!hydrated) return
    let current = true
    const timer = setTimeout(
      () => {
        void fetchTexts(
          surveyId,
          questionId,
          query.trim(),
          0,
          readResultsQuery(new URLSearchParams(filterKey)).group,
        ).then((answer) => {
          if (!current) return
          setPage(
            !answer.ok
              ? { texts: [], total: 0, error: answer.message }
              : answer.data.suppressed
                ? { texts: [], total: 0, error: t('question.tooFew') }
                : { texts: answer.data.texts, total: answer.data.total },
          )
        })
      },
      query ? 300 : 0,
    )
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [hydrated, surveyId, questionId, query, filterKey, t])

  async function more() {
    setBusy(true)
    const answer = await fetchTexts(surveyId, questionId, query.trim(), page.texts.length, filters)
    setBusy(false)
    if (answer.ok) setPage((p) => ({ texts: [...p.texts, ...answer.data.texts], total: answer.data.total }))
    else setPage((p) => ({ ...p, error: answer.message }))
  }

  const shown = page.texts.length
  const status = statusLine(page, shown, query.trim(), others, t)
  return (
    <div className="grid gap-3">
      <form
        role="search"
        aria-label={t('texts.searchLandmark', { label, prompt })}
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="grid min-w-48 flex-1 gap-1">
          <label htmlFor={`${id}-q`} className="text-sm font-semibold">
            {t('texts.search', { label })}
          </label>
          <TextInput
            id={`${id}-q`}
            type="search"
            value={query}
            disabled={!hydrated}
            maxLength={200}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
        </div>
        <Search aria-hidden="true" className="mb-3 size-5 text-muted" />
      </form>
      <p role="status" className="text-sm text-muted">
        {status}
      </p>
      {shown ? (
        <ul aria-label={label} className="grid max-h-[28rem] gap-2 overflow-y-auto" tabIndex={0}>
          {page.texts.map((answer, i) => (
            <li
              key={`${i}-${answer.text.slice(0, 20)}`}
              className="rounded-lg border border-line bg-canvas px-3 py-2 text-sm"
            >
              <p className="break-words whitespace-pre-line">{answer.text}</p>
              {answer.day ? (
                <p className="mt-1 text-xs text-muted">{formatDay(answer.day, 'long', t.locale)}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {page.total !== null && shown < page.total ? (
        <Button variant="secondary" size="sm" className="justify-self-start" disabled={busy} onClick={more}>
          {busy ? t('texts.loading') : t('texts.more', { count: page.total - shown })}
        </Button>
      ) : null}
    </div>
  )
}

/** What the list holds, in one sentence for the status line. */
function statusLine(page: Page, shown: number, q: string, others: boolean, t: ResultsWords): string {
  if (page.error) return page.error
  const none = t(others ? 'texts.noneOthers' : 'texts.none')
  if (page.total === null)
    return shown ? t(others ? 'texts.latestOthers' : 'texts.latest', { count: shown }) : none
  if (q)
    return page.total
      ? t(others ? 'texts.matchingOthers' : 'texts.matching', { count: page.total, q })
      : t(others ? 'texts.noMatchOthers' : 'texts.noMatch', { q })
  return page.total ? t(others ? 'texts.totalOthers' : 'texts.total', { count: page.total }) : none
}
