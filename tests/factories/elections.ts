import type { Database } from '~/db/client.server'
import type { Actor as StaffActor } from '~/features/communities/types'
import type { Actor } from '~/features/elections/access.server'
import { castBallot } from '~/features/elections/ballot.server'
import { issueCredentials } from '~/features/elections/credentials.server'
import { createElection } from '~/features/elections/elections.server'
import { openElection, type MailContext } from '~/features/elections/lifecycle.server'
import type { ElectionMail } from '~/features/elections/messages'
import { BallotSubmissionSchema, ElectionInputSchema } from '~/features/elections/schemas'
import { loadSnapshot } from '~/features/elections/snapshot.server'
import { TEST_SERVER_SECRET } from '../setup/test-database'
import { importRoll, newCommunity, rollCsv, type RollRow } from './communities'

// Elections through their services, as staff and voters make them: a community with a roll of units and
// weights, an election on it, opened with a mailer that keeps the invitations so a test can read the links.

export const TEST_ORIGIN = 'https://vote.example.test'
export const TEST_HASH_KEY = TEST_SERVER_SECRET

export type TestUnit = {
  label: string
  weight: string
  emails?: string[]
  mailingAddress?: string
  /** The owners' language on the roll (`en` or `es`); left out, the roll has no language column. */
  language?: 'en' | 'es'
}

/** `count` units "U1".. of weight `weight`, one owner each with an email. */
export const unitsOf = (count: number, weight = '1'): TestUnit[] =>
  Array.from({ length: count }, (_, i) => ({
    label: `U${i + 1}`,
    weight,
    emails: [`owner${i + 1}@example.com`],
  }))

/** A community whose roll is exactly these units (custom weights), through the roll import. */
export async function electionCommunity(
  db: Database,
  actor: StaffActor,
  units: TestUnit[],
  settings: object = {},
) {
  const community = await newCommunity(db, actor, { weightBasis: 'custom', ...settings })
  const rows: RollRow[] = units.flatMap((unit, u) => {
    const emails = unit.emails?.length ? unit.emails : ['']
    return emails.map((email, o) => ({
      unit: unit.label,
      owner_name: `Owner ${u + 1}.${o + 1}`,
      owner_email: email,
      weight: unit.weight,
      mailing_address: email ? '' : (unit.mailingAddress ?? `PO Box ${u + 1}, Layton, UT 84041`),
      ...(unit.language && { language: unit.language }),
    }))
  })
  await importRoll(db, actor, community.id, rollCsv(rows))
  return community
}

const DAY = 24 * 60 * 60 * 1000

/** A valid creation payload: open since a minute ago, closing in 14 days, one board race and one measure. */
export function electionInput(communityId: string, overrides: Record<string, unknown> = {}) {
  return ElectionInputSchema.parse({
    communityId,
    title: 'Annual meeting 2026',
    opensAt: new Date(Date.now() - 60_000).toISOString(),
    closesAt: new Date(Date.now() + 14 * DAY).toISOString(),
    secret: true,
    quorum: { percent: '0', basis: 'units' },
    contests: [
      {
        kind: 'candidates',
        title: 'Board of directors',
        seats: 2,
        writeIn: true,
        options: [{ label: 'Ana Ortiz' }, { label: 'Ben Cho' }, { label: 'Cara Diaz' }],
      },
      {
        kind: 'measure',
        title: 'Amend the CC&Rs',
        threshold: { numerator: 2, denominator: 3, base: 'all_weight' },
      },
    ],
    ...overrides,
  })
}

/** A mailer that keeps what it is handed, as the outbox would. */
export function capturingMailer() {
  const sent: ElectionMail[] = []
  const mail: MailContext = {
    origin: TEST_ORIGIN,
    mailer: async (_tx, messages) => {
      sent.push(...messages)
    },
  }
  return { sent, mail }
}

/** The voting token of an invitation (the last path segment of its link). */
export function tokenOf(message: ElectionMail): string {
  return message.link!.split('/vote/')[1]!
}

export type OpenedElection = {
  id: string
  contests: Array<{ id: string; options: Array<{ id: string; label: string }> }>
  /** Unit label -> its voting token, for every unit with an owner email (or issued for the rest). */
  links: Map<string, string>
  /** Unit label -> unit id of the frozen roll. */
  unitIds: Map<string, string>
  sent: ElectionMail[]
}

/**
 * Creates and opens an election on the community; every unit gets a token (units without email through
 * issueCredentials, as the printed notice does), so a test can vote for any of them.
 */
export async function openedElection(
  db: Database,
  actor: Actor,
  communityId: string,
  overrides: Record<string, unknown> = {},
): Promise<OpenedElection> {
  const created = await createElection(db, actor, electionInput(communityId, overrides))
  const { sent, mail } = capturingMailer()
  await openElection(db, actor, created.id, mail)
  const roll = await loadSnapshot(db, created.id)
  const unitIds = new Map(roll.map((unit) => [unit.label, unit.unitId]))
  const links = new Map<string, string>()
  for (const message of sent) links.set(unitLabelOf(message), tokenOf(message))
  const missing = roll.filter((unit) => !links.has(unit.label))
  const issued = await issueCredentials(
    db,
    created.id,
    missing.map((unit) => unit.unitId),
  )
  for (const [i, link] of issued.entries()) links.set(missing[i]!.label, link.token)
  return { ...created, links, unitIds, sent }
}

export const unitLabelOf = (message: ElectionMail) =>
  message.fields.find((field) => ['Unit', 'Unidad'].includes(field.label))!.value

/** Casts through the voter's service (the payload parsed as the route parses it), with the test server secret. */
export const vote = (db: Database, token: string | undefined, choices: BallotChoices) =>
  castBallot(db, token, BallotSubmissionSchema.parse({ choices }), TEST_HASH_KEY)

export type BallotChoices = Array<{ contestId: string; optionIds?: string[]; writeIn?: string }>

/** The choice of option `label` (or several) in contest `index` of an opened election. */
export function pick(election: Pick<OpenedElection, 'contests'>, index: number, ...labels: string[]) {
  const contest = election.contests[index]!
  const optionIds = labels.map((label) => {
    const option = contest.options.find((o) => o.label === label)
    if (!option) throw new Error(`no option ${label} in contest ${index}`)
    return option.id
  })
  return { contestId: contest.id, optionIds }
}
