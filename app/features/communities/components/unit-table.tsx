import { Link } from 'react-router'
import { DEFAULT_LOCALE, LANG_ATTRIBUTES, LOCALE_NAMES, type Locale } from '~/i18n/locales'
import type { Owner, Unit } from '../types'
import { Badge } from './badge'

const unitPath = (communityId: string, unit: Unit) => `/staff/communities/${communityId}/units/${unit.id}`
const onPaper = (owners: Owner[]) => !owners.some((o) => o.email)

function Owners({ owners }: { owners: Owner[] }) {
  return (
    <ul className="grid gap-0.5">
      {owners.map((owner, i) => (
        <li key={owner.id ?? i} className="break-words">
          <span className="text-ink">{owner.name}</span> <LanguageBadge language={owner.language} />
          {owner.email ? <span className="block text-xs break-all text-muted">{owner.email}</span> : null}
        </li>
      ))}
    </ul>
  )
}

export const PaperBadge = () => <Badge tone="warn">Paper notices</Badge>

/** An owner who reads another language than English, named in that language ("Español"). */
export function LanguageBadge({ language }: { language: Locale }) {
  if (language === DEFAULT_LOCALE) return null
  return (
    <Badge tone="info">
      <span lang={LANG_ATTRIBUTES[language]}>{LOCALE_NAMES[language]}</span>
    </Badge>
  )
}

/** A page of units: a table on wide screens, cards on a phone. Weights are right-aligned, as written. */
export function UnitTable({ communityId, units }: { communityId: string; units: Unit[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-line md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Units, in label order</caption>
          <thead className="bg-canvas text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Unit
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Address
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Owners
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Weight
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {units.map((unit) => (
              <tr key={unit.id} className="align-top hover:bg-brand-50/50">
                <td className="px-4 py-3 whitespace-nowrap">
                  <Link
                    to={unitPath(communityId, unit)}
                    className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    {unit.label}
                  </Link>
                </td>
                <td className="px-4 py-3 text-muted">{unit.address ?? '—'}</td>
                <td className="px-4 py-3">
                  <Owners owners={unit.owners} />
                  {onPaper(unit.owners) ? (
                    <span className="mt-1 block">
                      <PaperBadge />
                    </span>
                  ) : null}
                </td>
                <td className="px-4 py-3 text-right font-medium whitespace-nowrap text-ink tabular-nums">
                  {unit.weight}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label="Units, in label order">
        {units.map((unit) => (
          <li key={unit.id} className="rounded-lg border border-line p-4">
            <div className="flex items-baseline justify-between gap-3">
              <Link
                to={unitPath(communityId, unit)}
                className="font-semibold break-all text-brand-700 underline underline-offset-2"
              >
                {unit.label}
              </Link>
              <span className="text-sm whitespace-nowrap text-muted">
                Weight <span className="font-semibold text-ink tabular-nums">{unit.weight}</span>
              </span>
            </div>
            {unit.address ? <p className="mt-1 text-sm text-muted">{unit.address}</p> : null}
            <div className="mt-2 text-sm">
              <Owners owners={unit.owners} />
            </div>
            {onPaper(unit.owners) ? (
              <p className="mt-2">
                <PaperBadge />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  )
}
