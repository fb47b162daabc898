import { formatUtahDateTime } from '~/lib/dates'
import { quorumOf, ruleText } from '../tally'
import type { CommunityChoice, ContestValues, ElectionFormValues } from './election-form-values'
import { utahLocalToIso } from '~/lib/utah-local-time'
import { thresholdOf } from './election-form-values'

// Utah Code 16-6a-709(4): every solicitation for votes by written ballot states the responses needed for
// quorum, the approval needed for each matter other than electing directors, and the time by which a
// ballot must be received. The helper drafts those sentences from the form; staff edit the result.

export type NoticeDraft = { ok: true; text: string } | { ok: false; missing: string[] }

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

function quorumSentence(values: ElectionFormValues, community: CommunityChoice | undefined): string {
  const percent = values.quorumPercent.trim()
  if (!percent || /^0*(\.0*)?$/.test(percent))
    return 'Quorum: the bylaws set no quorum for this vote, so the ballots received make the quorum (Utah Code 16-6a-709(3)(b)).'
  const totals = community?.totals
  const byUnits = values.quorumBasis === 'units'
  let today = ''
  if (totals && totals.units > 0) {
    const roll = { units: totals.units, weight: totals.totalWeight }
    const required = quorumOf({ percent, basis: values.quorumBasis }, roll, {
      units: 0,
      weight: '0',
    }).required
    today = byUnits
      ? ` (${required} of the ${totals.units} units on the roll today)`
      : ` (${required} of the ${totals.totalWeight} total weight on the roll today)`
  }
  return byUnits
    ? `Quorum: ballots must be received from at least ${percent}% of the units${today}.`
    : `Quorum: ballots must be received from units holding at least ${percent}% of the voting weight${today}.`
}

function contestSentence(contest: ContestValues): string {
  if (contest.kind === 'measure')
    return `“${contest.title.trim()}”: ${lowerFirst(ruleText(thresholdOf(contest)!))} for it to pass.`
  const seats = Number(contest.seats)
  return `“${contest.title.trim()}”: choose up to ${seats}; the ${seats === 1 ? 'candidate' : `${seats} candidates`} with the most votes by weight ${seats === 1 ? 'is' : 'are'} elected.`
}

/** The notice sentences, or what must be filled in before they can be written. */
export function draftNotice(values: ElectionFormValues, community: CommunityChoice | undefined): NoticeDraft {
  const missing: string[] = []
  const closes = utahLocalToIso(values.closesAt)
  if (!closes) missing.push('when voting closes')
  const measures = values.contests.filter((c) => c.kind === 'measure')
  if (measures.some((m) => !thresholdOf(m) || !m.title.trim()))
    missing.push('each measure’s title and threshold')
  const races = values.contests.filter((c) => c.kind === 'candidates')
  if (races.some((r) => !r.title.trim() || !/^\d+$/.test(r.seats.trim())))
    missing.push('each race’s title and seats')
  if (missing.length || !closes) return { ok: false, missing }

  const lines = [
    `This is a vote by written ballot under Utah Code 16-6a-709${community ? ` for ${community.name}` : ''}. Each unit has one ballot, weighted as the association’s roll records.`,
    quorumSentence(values, community),
  ]
  // In the ballot's order, so the notice reads like the ballot it heads.
  for (const contest of values.contests) lines.push(contestSentence(contest))
  lines.push(
    values.revoteAllowed
      ? 'You may change your ballot until voting closes; the last one you cast counts.'
      : 'Once cast, a ballot cannot be changed or withdrawn (Utah Code 16-6a-709(5)).',
  )
  lines.push(`Ballots must be received by ${formatUtahDateTime(closes)} to be counted.`)
  return { ok: true, text: lines.join('\n\n') }
}
