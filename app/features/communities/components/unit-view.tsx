import { Languages, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { languageNames, type Unit } from '../types'
import { LanguageBadge, PaperBadge } from './unit-table'

/** A unit as it is: address, exact weight and every owner with how to reach them. */
export function UnitView({ unit, weightLabel }: { unit: Unit; weightLabel: string }) {
  const paper = !unit.owners.some((o) => o.email)
  return (
    <div className="grid gap-5">
      <dl className="grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-xs text-muted">Label</dt>
          <dd className="font-medium break-words text-ink">{unit.label}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Address</dt>
          <dd className="font-medium break-words text-ink">{unit.address ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{weightLabel}</dt>
          <dd className="font-medium text-ink tabular-nums">{unit.weight}</dd>
        </div>
      </dl>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base font-semibold text-brand-900">
            {unit.owners.length === 1 ? 'Owner' : `Owners (${unit.owners.length}, sharing one vote)`}
          </h3>
          {paper ? <PaperBadge /> : null}
        </div>
        {paper ? (
          <p className="text-sm text-muted">No owner has an email address: notices go by post.</p>
        ) : null}
        <ul className="grid gap-3 sm:grid-cols-2">
          {unit.owners.map((owner, i) => (
            <li key={owner.id ?? i} className="rounded-lg border border-line p-3 text-sm">
              <p className="font-semibold break-words text-ink">
                {owner.name} <LanguageBadge language={owner.language} />
              </p>
              <ul className="mt-1.5 grid gap-1 text-muted">
                <Line icon={<Mail aria-hidden="true" className="size-4" />} label="Email">
                  {owner.email ? (
                    <a
                      href={`mailto:${owner.email}`}
                      className="break-all text-brand-700 underline underline-offset-2"
                    >
                      {owner.email}
                    </a>
                  ) : (
                    'No email (paper notices)'
                  )}
                </Line>
                <Line icon={<Languages aria-hidden="true" className="size-4" />} label="Language">
                  Notices in {languageNames[owner.language]}
                </Line>
                {owner.phone ? (
                  <Line icon={<Phone aria-hidden="true" className="size-4" />} label="Phone">
                    {owner.phone}
                  </Line>
                ) : null}
                {owner.mailingAddress ? (
                  <Line icon={<MapPin aria-hidden="true" className="size-4" />} label="Mailing address">
                    {owner.mailingAddress}
                  </Line>
                ) : null}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span className="mt-0.5 shrink-0">{icon}</span>
      <span className="min-w-0 break-words whitespace-pre-line">
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  )
}
