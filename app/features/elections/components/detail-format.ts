import { formatMillionths, toMillionths } from '~/lib/decimal'
import { statusLabels, type Election, type ParticipationMethod, type ShownQuorum } from '../types'

// Wording helpers of the staff election pages. Weights stay decimal strings, as the server wrote them:
// never read into a JavaScript number (STYLE.md rule 11).

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`

export const methodLabels: Record<ParticipationMethod, string> = {
  online: 'Online',
  paper: 'Paper ballot',
  proxy: 'By proxy',
}

/** What quorum still needs, on its own basis, or null once it is met. */
export function stillNeeded(quorum: ShownQuorum): string | null {
  if (quorum.met) return null
  if (quorum.basis === 'units') {
    const missing = Number(quorum.required) - quorum.units
    return plural(Math.max(missing, 0), 'more unit')
  }
  if (quorum.weight === null) return null
  const missing = toMillionths(quorum.required) - toMillionths(quorum.weight)
  return `${formatMillionths(missing > 0n ? missing : 0n)} more weight`
}

/** "25% of the units" or "50% of the voting weight". */
export const quorumRule = (quorum: { percent: string; basis: 'units' | 'weight' }) =>
  `${quorum.percent}% of the ${quorum.basis === 'units' ? 'units' : 'voting weight'}`

/** A share as a percent with two places, for a bar's label only (the exact figures are shown beside it). */
export function shareOf(part: string, whole: string): number {
  const total = toMillionths(whole)
  if (total <= 0n) return 0
  const basisPoints = (toMillionths(part) * 10_000n) / total
  return Number(basisPoints) / 100
}

/** A hash shown short, for the eye; the full value is in the title and the exports. */
export const hashPrefix = (hash: string | null | undefined, length = 12) =>
  hash ? hash.slice(0, length) : ''

/**
 * When voting ends, as the console shows it: once closed, the moment it actually closed (staff may close
 * it before its time, and then the schedule no longer says what happened); before that, the schedule.
 */
export function closingOf(election: Pick<Election, 'closesAt' | 'closedAt'>) {
  const { closesAt, closedAt } = election
  return closedAt
    ? { at: closedAt, closed: true, early: Date.parse(closedAt) < Date.parse(closesAt) }
    : { at: closesAt, closed: false, early: false }
}

/** The line under the edit page's title: the election's real status; only a draft's changes are saved. */
export const editPageDescription = (election: Pick<Election, 'communityName' | 'status'>) =>
  election.status === 'draft'
    ? `${election.communityName} · draft. Changes are kept in the election’s audit log.`
    : `${election.communityName} · ${statusLabels[election.status].toLowerCase()}.`
