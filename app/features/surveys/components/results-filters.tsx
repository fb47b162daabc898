import { Filter, GitCompareArrows } from 'lucide-react'
import { Form, Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { useT } from '~/i18n/i18n-provider'
import { cn } from '~/lib/cn'
import { resultsSearch, type ResultsQuery } from '../results-query'
import { GroupFields, hasFilters, type GroupChoices } from './results-group-fields'

/**
 * The filters every chart follows, and two groups to compare. GET forms: the address holds the view, so
 * it can be shared as a link and works without JavaScript.
 */
export function ResultsFilters({
  path,
  choices,
  query,
}: {
  path: string
  choices: GroupChoices
  query: ResultsQuery
}) {
  const t = useT('surveyResults')
  if (!hasFilters(choices)) return null
  const comparing = Boolean(query.compare)
  const filtered = Object.keys(query.group).length > 0
  return (
    <div className="grid gap-4 rounded-card border border-line bg-white p-4 sm:p-5">
      {comparing ? null : (
        <Form
          method="get"
          action={path}
          role="search"
          aria-label={t('filters.landmark')}
          className="grid gap-3"
        >
          <GroupFields choices={choices} filter={query.group} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClasses('primary', 'md')}>
              <Filter aria-hidden="true" className="size-4" />
              {t('filters.apply')}
            </button>
            {filtered ? (
              <Link to={path} className={buttonClasses('ghost', 'md')}>
                {t('filters.everyone')}
              </Link>
            ) : null}
          </div>
        </Form>
      )}
      <details open={comparing} className={cn(!comparing && 'border-t border-line pt-3')}>
        <summary className="cursor-pointer rounded-lg py-1 font-semibold text-brand-700">
          {t('filters.compare')}
        </summary>
        <Form
          method="get"
          action={path}
          role="search"
          aria-label={t('filters.compare')}
          className="mt-3 grid gap-4"
        >
          <input type="hidden" name="compare" value="1" />
          <div className="grid gap-4 md:grid-cols-2">
            {(['A', 'B'] as const).map((name) => (
              <fieldset key={name} className="grid gap-3 rounded-lg border border-line p-3">
                <legend className="px-1 text-sm font-semibold">{t('filters.group', { letter: name })}</legend>
                <GroupFields
                  choices={choices}
                  filter={(name === 'A' ? query.group : query.compare) ?? {}}
                  prefix={name === 'A' ? '' : 'b_'}
                />
              </fieldset>
            ))}
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClasses(comparing ? 'primary' : 'secondary', 'md')}>
              <GitCompareArrows aria-hidden="true" className="size-4" />
              {t('filters.compareButton')}
            </button>
            {comparing ? (
              <Link
                to={`${path}${resultsSearch({ group: query.group })}`}
                className={buttonClasses('ghost', 'md')}
              >
                {t('filters.stopComparing')}
              </Link>
            ) : null}
          </div>
        </Form>
      </details>
    </div>
  )
}
