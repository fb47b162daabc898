import { Link } from 'react-router'
import type { RollEvent } from '../types'
import { CursorPager } from './cursor-pager'
import { HistoryList } from './history-list'

/**
 * The community's history, newest first. An import shows as one line with its counts unless staff ask
 * for every unit it changed (`importDetails=1`); each unit's own page always has its full history.
 */
export function CommunityHistory({
  events,
  nextBefore,
  search,
  importDetails,
  formatTime,
}: {
  events: RollEvent[]
  nextBefore: number | null
  search: string
  importDetails: boolean
  formatTime: (iso: string) => string
}) {
  const toggle = new URLSearchParams(search)
  toggle.delete('before')
  if (importDetails) toggle.delete('importDetails')
  else toggle.set('importDetails', '1')
  return (
    <>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <p className="text-muted">
          Every change to the roll and the settings, newest first. Times are Utah time.
        </p>
        <Link
          to={`?${toggle}`}
          preventScrollReset
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {importDetails ? 'Show each import as one line' : 'Show every unit an import changed'}
        </Link>
      </div>
      <HistoryList events={events} formatTime={formatTime} label="Roll changes, newest first" />
      <CursorPager
        search={search}
        param="before"
        next={nextBefore}
        label="History pages"
        nextLabel="Older changes"
        firstLabel="Newest changes"
      />
    </>
  )
}
