import { company, offices } from '~/content/company'
import { DEFAULT_LOCALE } from '~/i18n/locales'
import type { Translations } from '~/i18n/translations'
import { formatUtahDateTime } from '~/lib/dates'
import { localizeContests, textIn } from './localized'
import { paperWords, type PaperText } from './paper-words'
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
  /** The title in other languages, where staff wrote one. */
  translations?: Translations
}

/** What a voter may mark in a contest, in a few words. */
export function markInstruction(contest: Contest, t: PaperText = paperWords(DEFAULT_LOCALE)): string {
  if (contest.kind === 'measure') return t('ballot.voteFor1')
  if (contest.method === 'approval') return t('ballot.any')
  if (contest.method === 'cumulative') return t('ballot.cumulative', { count: contest.seats })
  return contest.seats === 1 ? t('ballot.voteFor1') : t('ballot.upTo', { count: contest.seats })
}

const writeInLines = (contest: Contest) =>
  contest.kind === 'measure' || !contest.writeIn
    ? 0
    : contest.method === 'approval'
      ? 1
      : Math.min(contest.seats, 3)

export function mailBallotText(notice: Notice, election: MailBallotElection) {
  const office = offices[0]!
  const locale = notice.language ?? DEFAULT_LOCALE
  const t = paperWords(locale)
  const words = { yes: t('ballot.yes'), no: t('ballot.no'), abstain: t('ballot.abstain') }
  return {
    kicker: t('ballot.kicker'),
    title: textIn(election, 'title', locale).text,
    community: election.communityName,
    unit: notice.unitLabel,
    owners: notice.owners.join(', '),
    deadline: t('ballot.deadline', { closes: formatUtahDateTime(election.closesAt, locale) }),
    returnLines: [
      company.fullName,
      t('ballot.attn'),
      office.address.street,
      `${office.address.city}, ${office.address.state} ${office.address.zip}`,
    ],
    codeLabel: t('ballot.codeLabel'),
    code: notice.code,
    codeLink: notice.codeLink,
    qrLabel: t('ballot.qr', { unit: notice.unitLabel }),
    instructions: [
      t('ballot.instruction1'),
      t('ballot.instruction2'),
      t('ballot.instruction3'),
      t('ballot.instruction4'),
      t('ballot.instruction5'),
    ],
    contests: localizeContests(
      [...election.contests].sort((a, b) => a.position - b.position),
      locale,
      words,
    ).map((contest): MailBallotContest => ({
      id: contest.id,
      title: contest.title,
      description: contest.description,
      instruction: markInstruction(contest, t),
      mark: contest.method === 'cumulative' && contest.kind === 'candidates' ? 'number' : 'box',
      options: contest.options.map((option) => option.label),
      writeIns: writeInLines(contest),
    })),
    writeInLabel: t('ballot.writeIn'),
    signatureHeading: t('ballot.signatureHeading'),
    signatureStatement: t('ballot.signatureStatement'),
    signatureLines: [t('ballot.signature'), t('ballot.printedName'), t('ballot.date')],
  }
}

export type MailBallotText = ReturnType<typeof mailBallotText>
