import { company, offices } from '~/content/company'
import { formatUtahDateTime } from '~/lib/dates'
import type { Contest } from './types'
import type { Notice } from './notice-letter-text'

// The words of a unit's mail ballot, for the print page (components/mail-ballot.tsx) and the PDF
// (mail-ballot-pdf.server.ts) alike. It is printed with the unit's notice, in the same run, because the voter
// code on it exists only from the moment that notice is issued.

export type MailBallotContest = {
  id: string
  title: string
  description: string
  instruction: string
  /** 'number': a box to write how many of the unit's votes the choice gets (cumulative voting). */
  mark: 'box' | 'number'
  options: string[]
  writeIns: number
}

export type MailBallotElection = {
  title: string
  communityName: string
  closesAt: string
  contests: Contest[]
}

/** What a voter may mark in a contest, in a few words. */
export function markInstruction(contest: Contest): string {
  if (contest.kind === 'measure') return 'Vote for 1'
  if (contest.method === 'approval') return 'Choose any number'
  if (contest.method === 'cumulative')
    return `You have ${contest.seats} ${contest.seats === 1 ? 'vote' : 'votes'}: write how many you give each candidate (${contest.seats} in all)`
  return contest.seats === 1 ? 'Vote for 1' : `Vote for up to ${contest.seats}`
}

const writeInLines = (contest: Contest) =>
  contest.kind === 'measure' || !contest.writeIn
    ? 0
    : contest.method === 'approval'
      ? 1
      : Math.min(contest.seats, 3)

export function mailBallotText(notice: Notice, election: MailBallotElection) {
  const office = offices[0]!
  return {
    kicker: 'Official mail ballot',
    title: election.title,
    community: election.communityName,
    unit: notice.unitLabel,
    owners: notice.owners.join(', '),
    deadline: `Must arrive by ${formatUtahDateTime(election.closesAt)}`,
    returnLines: [
      company.fullName,
      'Attn: Election ballots',
      office.address.street,
      `${office.address.city}, ${office.address.state} ${office.address.zip}`,
    ],
    codeLabel: 'Unit voter code',
    code: notice.code,
    codeLink: notice.codeLink,
    qrLabel: `QR code of the voter code of ${notice.unitLabel}`,
    instructions: [
      'Mark one box per choice with a dark pen: fill the box or mark it with an X.',
      'Do not mark more choices than a contest allows: a contest with too many marks cannot be counted.',
      'To vote for someone not listed, write the name on a write-in line and mark its box.',
      'Sign at the end, fold the ballot with the code showing, and return it to the address above before voting closes.',
      'The code on this ballot also opens your unit’s ballot online. The unit has one vote: the first ballot received counts, and any other is not counted.',
    ],
    contests: [...election.contests]
      .sort((a, b) => a.position - b.position)
      .map((contest): MailBallotContest => ({
        id: contest.id,
        title: contest.title,
        description: contest.description,
        instruction: markInstruction(contest),
        mark: contest.method === 'cumulative' && contest.kind === 'candidates' ? 'number' : 'box',
        options: contest.options.map((option) => option.label),
        writeIns: writeInLines(contest),
      })),
    writeInLabel: 'Write-in',
    signatureHeading: 'Owner’s signature',
    signatureStatement:
      'I am an owner of the unit named above, or hold its proxy, and I cast this ballot for the unit.',
    signatureLines: ['Signature', 'Printed name', 'Date'],
  }
}

export type MailBallotText = ReturnType<typeof mailBallotText>
