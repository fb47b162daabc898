import { company, phones, emails as companyEmails } from '~/content/company'
import { formatCalendarDay } from '~/lib/dates'
import type { ElectionMail } from './messages'
import type { ParticipationMethod } from './types'

// After a unit's ballot is recorded, its owners on the frozen roll are told that the unit voted, when and
// how, so an owner whose unit voted without them (a co-owner, a proxy, a link that reached the wrong
// mailbox) can say so while it can still be looked into.
//
// The receipt code is left out. The voter saw it on the screen (and it stays in the browser they voted
// from); paper and proxy ballots were never the owner's to check. Put in this email, the receipt would sit
// beside the unit's name in the outbox, at the mail provider and in every co-owner's mailbox: the one link
// a secret ballot keeps out of the records (docs/decisions/0011). Telling the owner "your unit voted" does
// all this email is for, and choices are never in it.

export type VoteConfirmation = {
  electionId: string
  electionTitle: string
  secret: boolean
  unitLabel: string
  /** The Utah calendar day the ballot was recorded, `YYYY-MM-DD`. */
  day: string
  method: ParticipationMethod
  /** The unit's earlier ballot was replaced (where the election lets a ballot be changed). */
  replaced: boolean
}

const HOW: Record<ParticipationMethod, string> = {
  online: 'online, with the unit’s voting link',
  paper: 'on a paper ballot, entered by the management company',
  proxy: 'by proxy',
}

export function voteConfirmationMail(vote: VoteConfirmation, to: string[]): ElectionMail {
  const when = formatCalendarDay(vote.day)
  const voted = vote.replaced ? 'changed its vote' : 'voted'
  return {
    kind: 'vote_confirmation',
    to,
    subject: `${vote.unitLabel} ${voted} in ${vote.electionTitle}`,
    heading: `${vote.unitLabel} ${voted}`,
    intro: [
      `${vote.unitLabel} ${voted} in ${vote.electionTitle} on ${when}, ${HOW[vote.method]}.`,
      'We send this to every owner of the unit on the election’s roll, so each of you knows the unit’s vote was recorded.',
    ],
    fields: [
      { label: 'Election', value: vote.electionTitle },
      { label: 'Unit', value: vote.unitLabel },
      { label: vote.replaced ? 'Vote changed on' : 'Voted on', value: when },
      { label: 'How', value: HOW[vote.method] },
    ],
    outro: [
      vote.secret
        ? 'This email never includes the unit’s choices. This is a secret ballot: the choices are kept apart from the unit.'
        : 'This email never includes the unit’s choices.',
      `If nobody you know voted for ${vote.unitLabel}, contact ${company.fullName} right away at ${phones.northern.display} or ${companyEmails.customerService}, before voting closes.`,
    ],
    electionId: vote.electionId,
  }
}
