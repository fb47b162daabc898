import { Link } from 'react-router'
import { formatStaffTime } from '~/lib/staff-client'
import type { Election, Turnout } from '../types'
import { ConsoleStatusBadge } from './console-status-badge'
import { closingOf } from './detail-format'

export type TurnoutById = Record<string, Turnout | undefined>

const path = (election: Election) => `/staff/elections/${election.id}`
const th = 'px-4 py-3 font-semibold'

/** "12 of 40 units · weight 11.5 of 40", and whether quorum is reached: who voted, never how. */
function TurnoutFigure({ turnout }: { turnout: Turnout | undefined }) {
  if (!turnout) return <span className="text-muted">—</span>
  return (
    <span className="grid gap-0.5">
      <span className="tabular-nums">
        {turnout.units} of {turnout.rollUnits} units voted
      </span>
      <span className="text-xs text-muted tabular-nums">
        Weight {turnout.weight} of {turnout.rollWeight} ·{' '}
        {turnout.quorum.met ? 'quorum reached' : 'quorum not yet reached'}
      </span>
    </span>
  )
}

/** The elections as a table on wide screens and as cards on a phone, newest first. */
export function ConsoleElectionList({
  elections,
  turnout,
  caption = 'Elections, newest first',
}: {
  elections: Election[]
  turnout: TurnoutById
  caption?: string
}) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-card border border-line bg-white shadow-card md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-canvas text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className={th}>
                Election
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={th}>
                Opens (Utah time)
              </th>
              <th scope="col" className={th}>
                Closes (Utah time)
              </th>
              <th scope="col" className={th}>
                Turnout
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {elections.map((election) => (
              <tr key={election.id} className="align-top hover:bg-brand-50/50">
                <td className="px-4 py-3">
                  <Link
                    to={path(election)}
                    className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    {election.title}
                  </Link>
                  <span className="block text-muted">{election.communityName}</span>
                </td>
                <td className="px-4 py-3">
                  <ConsoleStatusBadge status={election.status} published={Boolean(election.publishedAt)} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatStaffTime(election.opensAt)}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatStaffTime(closingOf(election).at)}</td>
                <td className="px-4 py-3">
                  <TurnoutFigure turnout={election.status === 'open' ? turnout[election.id] : undefined} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label={caption}>
        {elections.map((election) => (
          <li key={election.id} className="rounded-card border border-line bg-white p-4 shadow-card">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <Link to={path(election)} className="font-semibold text-brand-700 underline underline-offset-2">
                {election.title}
              </Link>
              <ConsoleStatusBadge status={election.status} published={Boolean(election.publishedAt)} />
            </div>
            <p className="mt-1 text-sm text-muted">{election.communityName}</p>
            <dl className="mt-3 grid gap-2 border-t border-line pt-3 text-sm">
              <div>
                <dt className="text-xs text-muted">Opens (Utah time)</dt>
                <dd>{formatStaffTime(election.opensAt)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">
                  {closingOf(election).closed ? 'Closed' : 'Closes'} (Utah time)
                </dt>
                <dd>{formatStaffTime(closingOf(election).at)}</dd>
              </div>
              {election.status === 'open' ? (
                <div>
                  <dt className="text-xs text-muted">Turnout</dt>
                  <dd>
                    <TurnoutFigure turnout={turnout[election.id]} />
                  </dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </>
  )
}
