import type { ReactNode } from 'react'
import { formatStaffTime } from '~/lib/staff-client'
import type { StaffSurvey } from '../types'

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-muted uppercase">{term}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  )
}

/** A survey's settings at a glance, in Utah time. */
export function ConsoleSummary({ survey }: { survey: StaffSurvey }) {
  const opens = survey.opensAt ?? survey.publishedAt
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Item term="Responses">
        <span className="text-2xl font-semibold tabular-nums">
          {survey.responses.toLocaleString('en-US')}
        </span>
        {survey.responseLimit ? (
          <span className="text-muted"> of at most {survey.responseLimit.toLocaleString('en-US')}</span>
        ) : null}
      </Item>
      <Item term="Who answers">
        {survey.audience === 'invitation'
          ? `Owners of ${survey.communityName ?? 'a community'}, by invitation (${survey.invitePer === 'unit' ? 'one per unit' : 'one per owner'})`
          : 'Anyone with the link, once per browser'}
      </Item>
      <Item term="Privacy">
        {survey.anonymous
          ? 'Anonymous: no response can be traced to its respondent'
          : 'Named: each response records who sent it'}
      </Item>
      <Item term="Opens (Utah time)">{opens ? formatStaffTime(opens) : 'When published'}</Item>
      <Item term="Closes (Utah time)">
        {survey.closedAt
          ? `Closed ${formatStaffTime(survey.closedAt)}`
          : survey.closesAt
            ? formatStaffTime(survey.closesAt)
            : 'When staff close it'}
      </Item>
      <Item term="Results">
        {survey.resultsPublic ? 'Public once published' : 'Staff and the community’s board only'}
      </Item>
    </dl>
  )
}
