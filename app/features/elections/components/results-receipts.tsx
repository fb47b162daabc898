import { Search } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { TextInput } from '~/components/ui/form-field'
import { useT, type Translate } from '~/i18n/i18n-provider'
import { languageHeaders } from '~/lib/api-client'
import { staffCall } from '~/lib/staff-client'
import { useHydrated } from '~/lib/use-hydrated'

// The receipt finder (issue 12): a voter checks that their ballot was counted. Without JavaScript the
// search is a GET form the page's loader answers; with it, the list follows the typing through the API.

export type ReceiptPage = { receipts: Array<{ receipt: string; castOn: string }>; total: number }

/** How a typed code is searched: upper case, only the receipt alphabet and its dashes. */
export const normaliseReceipt = (q: string) =>
  q
    .toUpperCase()
    .replace(/[^0-9A-Z-]/g, '')
    .slice(0, 14)

type Found = { q: string; page: ReceiptPage } | { q: string; error: string }

export function ResultsReceipts({
  electionId,
  initial,
  q: initialQ,
  token,
  staff,
}: {
  electionId: string
  initial: ReceiptPage
  q: string
  token: string | null
  /** Staff read through the API with their bearer; voters and the public with the voting link, if any. */
  staff: boolean
}) {
  const hydrated = useHydrated()
  const t = useT('results')
  const [query, setQuery] = useState(initialQ)
  const [found, setFound] = useState<Found>({ q: normaliseReceipt(initialQ), page: initial })
  const wanted = normaliseReceipt(query)

  useEffect(() => {
    if (wanted === found.q) return
    let current = true
    const timer = setTimeout(() => {
      void lookUp(electionId, wanted, token, staff, t).then((answer) => {
        if (current) setFound(answer)
      })
    }, 250)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [wanted, found.q, electionId, token, staff, t])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // With JavaScript the list already follows the field; the page need not reload.
    if (hydrated) event.preventDefault()
  }

  const page = 'page' in found ? found.page : null
  const exact = page?.receipts.some((r) => r.receipt === found.q) && found.q.length === 14
  return (
    <Card className="p-5 sm:p-8">
      <section aria-labelledby="receipts-heading">
        <h2 id="receipts-heading" className="text-xl font-semibold">
          {t('receipts.title')}
        </h2>
        <p className="mt-2 text-muted">{t('receipts.intro')}</p>
        <Form
          method="get"
          role="search"
          onSubmit={onSubmit}
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          {token ? <input type="hidden" name="token" value={token} /> : null}
          <div className="grid flex-1 gap-1.5">
            <label htmlFor="receipt-q" className="text-sm font-semibold">
              {t('receipts.field')}
            </label>
            <TextInput
              id="receipt-q"
              name="q"
              type="search"
              autoComplete="off"
              spellCheck={false}
              placeholder="7KQ2-M9XD-4TRB"
              aria-describedby="receipt-q-hint"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="font-mono uppercase"
            />
            <p id="receipt-q-hint" className="text-xs text-muted">
              {t('receipts.hint')}
            </p>
          </div>
          <Button type="submit" variant="secondary" className="sm:mb-6">
            <Search aria-hidden="true" className="size-5" />
            {t('receipts.find')}
          </Button>
        </Form>
        <p role="status" className="mt-4 font-medium">
          {summary(found, Boolean(exact), t)}
        </p>
        {page?.receipts.length ? (
          <ul
            aria-label={t('receipts.list')}
            className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 font-mono text-sm min-[400px]:grid-cols-2 md:grid-cols-3"
          >
            {page.receipts.map((r) => (
              <li key={r.receipt} className={r.receipt === found.q ? 'font-bold text-brand-800' : undefined}>
                {r.receipt}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </Card>
  )
}

function summary(found: Found, exact: boolean, t: Translate<'results'>): string {
  if ('error' in found) return found.error
  const { page, q } = found
  const shown = page.receipts.length
  if (!q) {
    if (page.total === 0) return t('receipts.none')
    return shown < page.total
      ? t('receipts.first', { shown, total: page.total })
      : t('receipts.all', { total: page.total })
  }
  if (exact) return t('receipts.found', { q })
  if (page.total === 0) return t('receipts.noMatch', { q })
  return t('receipts.matches', { count: page.total, q })
}

async function lookUp(
  electionId: string,
  q: string,
  token: string | null,
  staff: boolean,
  t: Translate<'results'>,
): Promise<Found> {
  const params = new URLSearchParams({ q, limit: '200' })
  if (token) params.set('token', token)
  const path = `/api/elections/${encodeURIComponent(electionId)}/receipts?${params}`
  if (staff) {
    const answer = await staffCall<ReceiptPage>('GET', path)
    return answer.ok ? { q, page: answer.data } : { q, error: answer.message }
  }
  try {
    const response = await fetch(path, {
      headers: { Accept: 'application/json', ...languageHeaders() },
      referrerPolicy: 'no-referrer',
    })
    const body = (await response.json().catch(() => null)) as (ReceiptPage & { message?: string }) | null
    if (response.ok && body) return { q, page: body }
    return { q, error: body?.message ?? t('receipts.failed') }
  } catch {
    return { q, error: t('receipts.network') }
  }
}
