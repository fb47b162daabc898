import { Link } from 'react-router'
import { associationTypeLabels } from '~/content/association-types'
import { weightBasisLabels, type CommunitySummary, type WeightBasis } from '../types'
import { formatCount, placeOf } from './format'
import { Stat } from './roll-totals'
import { WeightTotal } from './weight-total'

const SHORT_BASIS: Record<WeightBasis, string> = {
  unit: 'One vote per unit',
  percentage: 'Percentage interest',
  custom: 'Custom weights',
}

const path = (community: CommunitySummary) => `/staff/communities/${community.id}`
const th = 'px-4 py-3 font-semibold'
const num = 'px-4 py-3 text-right tabular-nums whitespace-nowrap'

/** The communities as a table on wide screens and as cards on a phone (like the inbox). */
export function CommunityList({ communities }: { communities: CommunitySummary[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-card border border-line bg-white shadow-card md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Communities, by name</caption>
          <thead className="bg-canvas text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className={th}>
                Community
              </th>
              <th scope="col" className={th}>
                City
              </th>
              <th scope="col" className={th}>
                Vote weight
              </th>
              <th scope="col" className={`${th} text-right`}>
                Units
              </th>
              <th scope="col" className={`${th} text-right`}>
                Owners
              </th>
              <th scope="col" className={`${th} text-right`}>
                Owners without email
              </th>
              <th scope="col" className={`${th} text-right`}>
                Total weight
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {communities.map((c) => (
              <tr key={c.id} className="align-top hover:bg-brand-50/50">
                <td className="px-4 py-3">
                  <Link
                    to={path(c)}
                    className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    {c.name}
                  </Link>
                  <span className="block text-muted">{associationTypeLabels[c.associationType]}</span>
                </td>
                <td className="px-4 py-3 text-muted">{c.city ?? '—'}</td>
                <td className="px-4 py-3 text-muted">{SHORT_BASIS[c.weightBasis]}</td>
                <td className={num}>{formatCount(c.totals.units)}</td>
                <td className={num}>{formatCount(c.totals.owners)}</td>
                <td className={num}>{formatCount(c.totals.ownersWithoutEmail)}</td>
                <td className={num}>
                  <WeightTotal totals={c.totals} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label="Communities, by name">
        {communities.map((c) => (
          <li key={c.id} className="rounded-card border border-line bg-white p-4 shadow-card">
            <Link to={path(c)} className="font-semibold text-brand-700 underline underline-offset-2">
              {c.name}
            </Link>
            <p className="mt-1 text-sm text-muted">
              {[associationTypeLabels[c.associationType], placeOf(c)].filter(Boolean).join(' · ')}
            </p>
            <p className="mt-1 text-sm text-muted">{weightBasisLabels[c.weightBasis]}</p>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 border-t border-line pt-3 text-sm">
              <Stat label="Units" value={formatCount(c.totals.units)} />
              <Stat label="Owners" value={formatCount(c.totals.owners)} />
              <Stat label="Owners without email" value={formatCount(c.totals.ownersWithoutEmail)} />
              <div>
                <dt className="text-xs text-muted">Total weight</dt>
                <dd>
                  <WeightTotal totals={c.totals} align="start" />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  )
}
