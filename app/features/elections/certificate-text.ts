import { company, offices, phones } from '~/content/company'
import { formatUtahDateTime } from '~/lib/dates'
import type { PrintBlock, PrintDocument } from '~/lib/print-blocks'
import { OTHER_WRITE_INS } from './results-precision'
import {
  tieResolutionLabels,
  type Contest,
  type Election,
  type ShownContest,
  type ShownResults,
  type TieRecord,
} from './types'

// The words of the results report, for its print page and its PDF alike (lib/print-blocks.ts).

export type CertificateFacts = {
  election: Election
  /** Null when the record failed verification: such results are never reported. */
  results: ShownResults | null
  /** `problems` is empty for a viewer who is told only that verification failed (a board account). */
  verification: { ok: boolean; problems: string[] }
  chain: { events: number; head: string | null; intact: boolean }
  ties: TieRecord[]
  certifiedBy: string | null
  preparedAt: string
}

export const FEWER_THAN_3 = 'fewer than 3 ballots'
export const REPORT_FAILED_LINE =
  'These results failed verification: the stored record no longer matches what was sealed when voting closed. They are not certified results and are not reported here.'

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`
const utah = (iso: string) => `${formatUtahDateTime(iso)}`

export function reportTitle(facts: CertificateFacts): string {
  if (!facts.verification.ok) return 'Results report: Failed verification'
  return facts.election.status === 'certified'
    ? 'Certified results report'
    : 'Results report: Not yet certified'
}

/** How a contest is decided, in a sentence. */
export function contestRule(contest: Contest, rule: string | null): string {
  const seats = plural(contest.seats, 'seat')
  const top =
    contest.seats === 1
      ? 'the candidate with the most vote weight is elected'
      : `the ${contest.seats} candidates with the most vote weight are elected`
  if (contest.kind === 'measure')
    return `Measure. ${rule ?? 'A majority of the weight voting yes or no must vote yes'}; without quorum nothing passes.`
  if (contest.method === 'cumulative')
    return `Cumulative voting, ${seats}: each unit has ${plural(contest.seats, 'vote')} to give among the candidates, several to one candidate if it likes, each carrying the unit’s weight; ${top}.`
  if (contest.method === 'approval')
    return `Approval voting, ${seats}: each unit chooses any number of candidates; ${top}.`
  return `Plurality, ${seats}: each unit votes for up to ${plural(contest.seats, 'candidate')}; ${top}.`
}

function quorumBlock(facts: CertificateFacts, results: ShownResults): PrintBlock {
  const { quorum } = results
  const rule = `${quorum.percent}% of the ${quorum.basis === 'units' ? 'units' : 'voting weight'} on the roll`
  const weight =
    quorum.weight !== null
      ? `weight ${quorum.weight} of ${quorum.rollWeight}`
      : quorum.weightShare !== null
        ? `${quorum.weightShare}% of the voting weight`
        : `the weight of ${FEWER_THAN_3}`
  return {
    kind: 'facts',
    rows: [
      { label: 'Quorum rule', value: rule },
      { label: 'Took part', value: `${quorum.units} of ${plural(quorum.rollUnits, 'unit')}; ${weight}` },
      {
        label: 'Required',
        value:
          quorum.basis === 'units' ? plural(Number(quorum.required), 'unit') : `weight ${quorum.required}`,
      },
      { label: 'Quorum', value: quorum.met ? 'Met' : 'Not met: no measure passes' },
    ],
  }
}

const optionName = (label: string, kind: string) =>
  kind === 'write_in' && label !== OTHER_WRITE_INS ? `${label} (write-in)` : label
const shareText = (share: string | null) => (share === null ? FEWER_THAN_3 : `${share}%`)

function totalsTable(contest: ShownContest, exact: boolean): PrintBlock {
  const measure = contest.kind === 'measure'
  const outcome = (label: string) =>
    measure ? '' : contest.winners.includes(label) ? 'Elected' : contest.tied.includes(label) ? 'Tied' : ''
  const rows = contest.options.map((option) => {
    const name = optionName(option.label, option.kind)
    const strong = !measure && contest.winners.includes(option.label)
    return exact
      ? {
          cells: [
            name,
            option.weight ?? '',
            String(option.ballots ?? ''),
            shareText(option.share),
            outcome(option.label),
          ],
          strong,
        }
      : { cells: [name, shareText(option.share), outcome(option.label)], strong }
  })
  const blank = contest.blank
  rows.push(
    exact
      ? {
          cells: ['Left blank', blank.weight ?? '', String(blank.ballots ?? ''), shareText(blank.share), ''],
          strong: false,
        }
      : { cells: ['Left blank', shareText(blank.share), ''], strong: false },
  )
  const columns = exact
    ? [
        { label: 'Choice', width: 0.36 },
        { label: 'Vote weight', align: 'right' as const, width: 0.17 },
        { label: 'Ballots', align: 'right' as const, width: 0.11 },
        { label: 'Share of weight cast', align: 'right' as const, width: 0.2 },
        { label: 'Outcome', width: 0.16 },
      ]
    : [
        { label: 'Choice', width: 0.5 },
        { label: 'Share of weight cast', align: 'right' as const, width: 0.3 },
        { label: 'Outcome', width: 0.2 },
      ]
  return { kind: 'table', label: `Totals: ${contest.title}`, columns, rows }
}

function outcomeLines(contest: ShownContest, exact: boolean): string[] {
  if (contest.kind === 'measure') {
    const yes = contest.options.find((option) => option.kind === 'yes')
    const figures =
      exact && contest.base !== null
        ? `Yes: vote weight ${yes?.weight ?? '0'} of a base of ${contest.base}; at least ${contest.required} was needed.`
        : `Yes: ${contest.yesShare === null ? FEWER_THAN_3 : `${contest.yesShare}% of the rule’s base`}.`
    const quorumNote =
      contest.thresholdMet && !contest.passed
        ? ' The yes vote reached the threshold, but quorum was not met.'
        : ''
    return [`Outcome: ${contest.passed ? 'Passed' : 'Failed'}. ${figures}${quorumNote}`]
  }
  const elected = contest.winners.length
    ? `Elected: ${contest.winners.join(', ')}.`
    : 'No one is elected by the count.'
  const tied = contest.tied.length ? ` Tied at the last seat: ${contest.tied.join(', ')}.` : ''
  return [`Outcome: ${elected}${tied}`]
}

function tieLines(contest: Contest, ties: TieRecord[], tied: boolean): PrintBlock[] {
  const mine = ties.filter((tie) => tie.contestId === contest.id)
  if (mine.length === 0)
    return tied
      ? [{ kind: 'paragraph', tone: 'alert', text: 'No resolution of this tie is recorded yet.' }]
      : []
  const labelOf = (id: string) => contest.options.find((option) => option.id === id)?.label ?? id
  return mine.map((tie) => {
    const decided =
      tie.resolution === 'runoff'
        ? 'the tie goes to a runoff election'
        : `decided for ${tie.winnerOptionIds.map(labelOf).join(', ') || 'no option'}`
    const note = tie.note ? ` Note: ${tie.note}` : ''
    return {
      kind: 'paragraph',
      text: `Tie resolution: ${tieResolutionLabels[tie.resolution]}, ${decided}; recorded by ${tie.recordedByName} on ${utah(tie.recordedAt)}.${note}`,
    }
  })
}

function contestBlocks(facts: CertificateFacts, results: ShownResults): PrintBlock[] {
  const exact = results.precision === 'exact'
  return results.contests.flatMap((shown, i): PrintBlock[] => {
    const contest = facts.election.contests.find((c) => c.id === shown.contestId)
    return [
      { kind: 'heading', text: `${i + 1}. ${shown.title}` },
      ...(contest
        ? [{ kind: 'paragraph' as const, tone: 'note' as const, text: contestRule(contest, shown.rule) }]
        : []),
      totalsTable(shown, exact),
      ...outcomeLines(shown, exact).map((text): PrintBlock => ({ kind: 'paragraph', text, strong: true })),
      ...(contest ? tieLines(contest, facts.ties, shown.tied.length > 0) : []),
    ]
  })
}

function recordBlocks(facts: CertificateFacts): PrintBlock[] {
  const { election, chain, verification } = facts
  return [
    { kind: 'heading', text: 'The sealed record' },
    {
      kind: 'facts',
      rows: [
        {
          label: 'Ballot digest (SHA-256), sealed at close',
          value: election.ballotDigest ?? 'None',
          mono: true,
        },
        {
          label: 'Audit chain',
          value: `${plural(chain.events, 'event')}; ${chain.intact ? 'every link and the seal check' : 'the chain does not check'}`,
        },
        { label: 'Last event’s hash (chain head)', value: chain.head ?? 'None', mono: true },
        {
          label: 'Verification',
          value: verification.ok
            ? `Passed on ${utah(facts.preparedAt)}: the ballots match the sealed digest, the stored results match the hash sealed into the chain, and the audit chain and its seal are intact.`
            : `Failed on ${utah(facts.preparedAt)}.`,
        },
      ],
    },
  ]
}

export function certificateDocument(facts: CertificateFacts): PrintDocument {
  const { election, results, verification } = facts
  const office = offices[0]!
  const failed: PrintBlock[] = verification.ok
    ? []
    : [
        { kind: 'paragraph', tone: 'alert', strong: true, text: REPORT_FAILED_LINE },
        verification.problems.length
          ? { kind: 'list', tone: 'alert', items: verification.problems }
          : { kind: 'paragraph', tone: 'alert', text: 'Please ask the management company for the reasons.' },
      ]
  const closedEarly = election.closedAt && election.closedAt < election.closesAt ? ' (closed early)' : ''
  const certified = election.certifiedAt
    ? `${utah(election.certifiedAt)}${facts.certifiedBy ? `, by ${facts.certifiedBy}` : ''}`
    : 'Not yet certified'
  const blocks: PrintBlock[] = [
    ...failed,
    {
      kind: 'facts',
      rows: [
        { label: 'Voting window', value: `${utah(election.opensAt)} to ${utah(election.closesAt)}` },
        {
          label: 'Voting closed',
          value: election.closedAt ? `${utah(election.closedAt)}${closedEarly}` : 'Not closed',
        },
        {
          label: 'Ballot',
          value: election.secret ? 'Secret: no one can tell how a unit voted' : 'Not secret',
        },
        { label: 'Certified', value: certified },
      ],
    },
    { kind: 'heading', text: 'The roll' },
    {
      kind: 'facts',
      rows: [
        {
          label: 'Frozen when voting opened',
          value: `${plural(election.rollUnits ?? 0, 'unit')}, total weight ${election.rollWeight ?? '0'}`,
        },
        { label: 'Roll hash (SHA-256)', value: election.rollHash ?? 'None', mono: true },
      ],
    },
  ]
  if (results) {
    blocks.push(
      { kind: 'heading', text: 'Quorum and turnout' },
      quorumBlock(facts, results),
      ...(results.precision === 'rounded'
        ? [
            {
              kind: 'paragraph' as const,
              tone: 'note' as const,
              text: 'In a secret ballot, board accounts see each choice’s share of the weight cast, rounded to 0.1%; the management company keeps the exact figures.',
            },
          ]
        : []),
      ...contestBlocks(facts, results),
    )
  }
  blocks.push(...recordBlocks(facts))
  const attest = !verification.ok
    ? 'Because verification failed, this report certifies nothing.'
    : election.status === 'certified'
      ? 'We certify that the results above are those counted by the election system when voting closed, verified against its sealed record.'
      : 'These results are as counted when voting closed. They are not yet certified.'
  blocks.push(
    { kind: 'heading', text: 'Certification' },
    { kind: 'paragraph', text: attest },
    { kind: 'signatures', roles: ['Inspector of election', 'Secretary'] },
  )
  return {
    letterhead: {
      name: company.fullName,
      lines: [office.address.fullAddress, `${phones.northern.display} · Community association elections`],
    },
    title: reportTitle(facts),
    subtitle: [election.title, election.communityName],
    blocks,
    footer: `${election.title} · prepared ${utah(facts.preparedAt)}`,
  }
}
