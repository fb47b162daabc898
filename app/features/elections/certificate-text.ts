import { company, offices, phones } from '~/content/company'
import { formatUtahDateTime } from '~/lib/dates'
import type { PrintBlock, PrintDocument } from '~/lib/print-blocks'
import { contestBlocks, FEWER_THAN_3 } from './certificate-contests'
import type { Election, ShownResults, TieRecord } from './types'

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

export const REPORT_FAILED_LINE =
  'These results failed verification: the stored record no longer matches what was sealed when voting closed. They are not certified results and are not reported here.'

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`
const utah = (iso: string) => formatUtahDateTime(iso)

export function reportTitle(facts: CertificateFacts): string {
  if (!facts.verification.ok) return 'Results report: Failed verification'
  return facts.election.status === 'certified'
    ? 'Certified results report'
    : 'Results report: Not yet certified'
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
      ...contestBlocks(facts.election.contests, facts.ties, results),
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
