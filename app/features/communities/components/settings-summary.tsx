import type { ReactNode } from 'react'
import { associationTypeLabels } from '~/content/association-types'
import { weightBasisLabels, type Community } from '../types'
import { placeOf } from './format'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-sm font-medium text-ink">{children}</dd>
    </div>
  )
}

/** The governing-document settings, as elections will read them. */
export function SettingsSummary({ community }: { community: Community }) {
  const quorum =
    community.quorumPercent === '0'
      ? 'None set (Utah’s default applies)'
      : `${community.quorumPercent}% of ${community.quorumBasis === 'weight' ? 'the vote weight' : 'the units'}`
  return (
    <dl className="divide-y divide-line">
      <Row label="Kind">{associationTypeLabels[community.associationType]}</Row>
      <Row label="Place">{placeOf(community) || '—'}</Row>
      <Row label="Vote weight">{weightBasisLabels[community.weightBasis]}</Row>
      <Row label="Quorum">{quorum}</Row>
      <Row label="Secret ballots">{community.secretBallotDefault ? 'Yes, by default' : 'No, by default'}</Row>
      <Row label="Changing a cast ballot">{community.revoteAllowedDefault ? 'Allowed' : 'Not allowed'}</Row>
      <Row label="Proxies valid for">
        {community.proxyValidityMonths} {community.proxyValidityMonths === 1 ? 'month' : 'months'}
      </Row>
    </dl>
  )
}
