import { formatUtahDateTime } from '~/lib/dates'
import { tieResolutionLabels, visibilityLabels, type ResultsVisibility, type TieResolution } from '../types'
import { plural } from './detail-format'

// The audit log in words (issue 12): each kind of event, and the details it carries, as an election
// administrator would say them. Unknown kinds and details still show, as written.

export const auditKindLabels: Record<string, string> = {
  created: 'Election created',
  edited: 'Draft edited',
  candidate_photo_saved: 'Candidate photo added',
  candidate_photo_removed: 'Candidate photo removed',
  roll_snapshot: 'Roll frozen',
  opened: 'Voting opened',
  invitations_sent: 'Invitations sent',
  notices_printed: 'Printed notices produced',
  link_reissued: 'Voting link sent again',
  reminders_sent: 'Reminders sent',
  proxy_recorded: 'Proxy recorded',
  proxy_revoked: 'Proxy revoked',
  paper_ballot_entered: 'Paper ballot entered',
  ballots_sealed: 'Ballots sealed',
  closed: 'Voting closed',
  tie_resolved: 'Tie resolved',
  certified: 'Results certified',
  published: 'Results published',
  cancelled: 'Election cancelled',
  record_upgraded: 'Record sealed and keyed',
}

export const kindInWords = (kind: string) => auditKindLabels[kind] ?? kind.replace(/_/g, ' ')

const fieldLabels: Record<string, string> = {
  title: 'title',
  description: 'description',
  notice: 'notice text',
  opensAt: 'opening time',
  closesAt: 'closing time',
  secret: 'secret ballot',
  revoteAllowed: 'changing a vote',
  resultsVisibility: 'results visibility',
  quorum: 'quorum',
  reminderDays: 'reminder days',
  contests: 'contests',
}

const str = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value)
const num = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0)
const short = (hash: unknown) => `${str(hash).slice(0, 12)}…`

/** The event's details as one or more plain sentences. */
export function describeDetails(kind: string, details: Record<string, unknown>): string {
  const d = details
  switch (kind) {
    case 'created':
      return `“${str(d.title)}”, ${plural(num(d.contests), 'contest')}${d.runoffOf ? '; a runoff for a tie in another election' : ''}`
    case 'edited':
      return Array.isArray(d.fields)
        ? `Changed: ${d.fields.map((field) => fieldLabels[str(field)] ?? str(field)).join(', ')}`
        : ''
    case 'candidate_photo_saved':
    case 'candidate_photo_removed':
      return `${str(d.candidate)}, ${str(d.race)}`
    case 'roll_snapshot':
      return `${plural(num(d.units), 'unit')}, total weight ${str(d.weight)}; roll hash ${short(d.hash)}`
    case 'opened':
      return `Voting from ${formatUtahDateTime(str(d.opensAt))} to ${formatUtahDateTime(str(d.closesAt))}`
    case 'invitations_sent':
      return `${plural(num(d.messages), 'email')} to ${plural(num(d.units), 'unit')}; ${plural(num(d.awaitingNotice), 'unit')} awaiting a printed notice`
    case 'notices_printed':
      return `New links printed for ${plural(num(d.units), 'unit')}; earlier printed links for them stopped working`
    case 'link_reissued':
      return `For ${Array.isArray(d.units) ? d.units.join(', ') : plural(num(d.unitCount), 'unit')}, ${d.requestedBy === 'staff' ? 'when staff retried an email that had failed' : d.requestedBy === 'owner' ? 'at the owner’s request' : `for the ${str(d.requestedBy)}`}`
    case 'reminders_sent':
      return `${plural(num(d.messages), 'email')} to ${plural(num(d.units), 'unit')} that had not voted`
    case 'proxy_recorded':
      return `${str(d.unit)}: ${str(d.kind)} proxy held by ${str(d.holder)}, expires ${str(d.expiresOn)}${d.invited ? '; holder invited by email' : ''}${d.document ? '; scanned form kept' : ''}`
    case 'proxy_revoked':
      return `${str(d.unit)}: proxy held by ${str(d.holder)}${d.reason ? `, because: ${str(d.reason)}` : ''}`
    case 'paper_ballot_entered':
      return `${d.unit ? `${str(d.unit)}, ` : ''}${d.method === 'proxy' ? 'from a directed proxy' : 'from the owner’s paper ballot'}`
    case 'ballots_sealed':
      return `${plural(num(d.ballots), 'ballot')}; digest ${short(d.digest)}`
    case 'closed':
      return `${d.early ? 'Closed before the scheduled time' : 'Closed at or after the scheduled time'}; quorum ${d.quorumMet ? 'met' : 'not met'}${Array.isArray(d.problemsBeforeClose) ? `; the record had failed verification: ${d.problemsBeforeClose.join(' ')}` : ''}`
    case 'tie_resolved':
      return tieInWords(d)
    case 'certified':
      return `Results hash ${short(d.resultsHash)}`
    case 'published':
      return `Visible to: ${visibilityLabels[d.visibility as ResultsVisibility] ?? str(d.visibility)}`
    case 'cancelled':
      return `Was ${str(d.was)}${d.reason ? `; reason: ${str(d.reason)}` : ''}`
    case 'record_upgraded':
      return `${plural(num(d.ballotsSealed), 'ballot')} sealed, the audit record keyed${d.notVouched ? `; ${str(d.notVouched)}` : d.digest ? `; digest ${short(d.digest)}` : ''}`
    default:
      return Object.entries(d)
        .map(
          ([key, value]) =>
            `${key.replace(/_/g, ' ')}: ${typeof value === 'object' ? JSON.stringify(value) : str(value)}`,
        )
        .join('; ')
  }
}

/** "“Board”: coin toss; seated: Dale Whitaker; note: …", or the runoff drafted for it. */
function tieInWords(d: Record<string, unknown>): string {
  const how = tieResolutionLabels[d.resolution as TieResolution] ?? str(d.resolution)
  const winners = Array.isArray(d.winners) && d.winners.length ? `; winners: ${d.winners.join(', ')}` : ''
  const runoff = d.runoffElectionId ? '; a runoff election was drafted' : ''
  const replaced = d.replaced ? `; replaces an earlier ${str(d.replaced)} record` : ''
  return `“${str(d.contest)}”: ${how}${winners}${runoff}${replaced}${d.note ? `; note: ${str(d.note)}` : ''}`
}
