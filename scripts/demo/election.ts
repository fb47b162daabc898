import type { Database } from '~/db/client.server'
import { appendAudit } from '~/features/elections/audit.server'
import { issueCredentials } from '~/features/elections/credentials.server'
import { createElection, listElections } from '~/features/elections/elections.server'
import { openElection } from '~/features/elections/lifecycle.server'
import { voteLink } from '~/features/elections/messages'
import { listRollEntries } from '~/features/elections/participation.server'
import { ElectionInputSchema } from '~/features/elections/schemas'
import { electionMailer } from '~/routes/api/elections/election-api.server'
import type { DemoContext } from './seed'

// The demo election (issue 12: "npm run seed:demo adds an open demo election and prints three voter
// links"): a secret ballot on Maple Hollow with a 3-seat board race and a CC&R amendment, open for 14 days.
// It is made and opened through the election services, so its roll snapshot, invitations (in the outbox)
// and audit chain are real. Running the seed again keeps it and prints three new links.

export const DEMO_ELECTION_TITLE = 'Maple Hollow annual meeting: board and CC&R amendment (demo)'
const DAY = 24 * 60 * 60 * 1000
const LINKS = 3

function demoElection(communityId: string, quorum: { percent: string; basis: 'units' | 'weight' }) {
  return ElectionInputSchema.parse({
    communityId,
    title: DEMO_ELECTION_TITLE,
    description:
      'Elect three directors to the board for two-year terms, and decide on the amendment to Article VII of ' +
      'the CC&Rs (short-term rentals).',
    notice:
      'Each lot has one ballot, weighted by its percentage interest. The three candidates with the most ' +
      'weight are elected. The amendment passes with at least two-thirds of all voting weight in the ' +
      `association voting yes, and ${quorum.percent}% of the ${quorum.basis === 'weight' ? 'voting weight' : 'lots'} must take part.`,
    opensAt: new Date(Date.now() - 60_000).toISOString(),
    closesAt: new Date(Date.now() + 14 * DAY).toISOString(),
    secret: true,
    revoteAllowed: false,
    resultsVisibility: 'voters',
    quorum,
    contests: [
      {
        kind: 'candidates',
        title: 'Board of directors',
        description: 'Choose up to three.',
        seats: 3,
        writeIn: true,
        options: [
          'Dana Whitlock',
          'Marcus Ferreira',
          'Priya Natarajan',
          'Tom Kimball',
          'Lena Ostergaard',
        ].map((label) => ({ label })),
      },
      {
        kind: 'measure',
        title: 'Amend Article VII: rentals of fewer than 30 days are not allowed',
        description: 'Lots may still be rented for 30 days or more, as today.',
        threshold: { numerator: 2, denominator: 3, base: 'all_weight' },
      },
    ],
  })
}

/** Finds or makes the open demo election, then issues three fresh voter links and answers them as lines. */
export async function ensureDemoElection(
  { db, actor, community }: DemoContext,
  origin: string,
): Promise<string[]> {
  const lines: string[] = []
  const existing = (await listElections(db, actor, { communityId: community.id })).find(
    (e) => e.title === DEMO_ELECTION_TITLE && e.status === 'open',
  )
  let electionId = existing?.id
  if (existing) lines.push(`The demo election "${DEMO_ELECTION_TITLE}" is already open; kept as it is.`)
  else {
    const quorum = { percent: community.quorumPercent, basis: community.quorumBasis }
    const created = await createElection(db, actor, demoElection(community.id, quorum))
    const opened = await openElection(db, actor, created.id, { mailer: electionMailer, origin })
    electionId = created.id
    lines.push(
      `Created and opened the demo election "${DEMO_ELECTION_TITLE}", closing in 14 days: ` +
        `${opened.units} lots on its roll, ${opened.messages} invitations in the outbox, ` +
        `${opened.units - opened.invited} lots waiting for a printed notice.`,
    )
  }
  lines.push(...(await demoLinks(db, actor, electionId!, origin)))
  return lines
}

/**
 * Three lots that have not voted get a new link each (their earlier links stop working), recorded in the
 * audit log like any reissued link. Only the link's hash is stored, so a link can never be shown again.
 */
async function demoLinks(db: Database, actor: DemoContext['actor'], electionId: string, origin: string) {
  const units = (await listRollEntries(db, actor, electionId, { voted: 'no' })).slice(0, LINKS)
  if (units.length === 0)
    return ['Every lot has voted in the demo election, so there are no voter links to print.']
  const links = await db.transaction(async (tx) => {
    const issued = await issueCredentials(
      tx,
      electionId,
      units.map((u) => u.unitId),
      { replace: true },
    )
    await appendAudit(tx, electionId, actor, 'link_reissued', {
      units: units.map((u) => u.label),
      requestedBy: 'demo seed',
    })
    return issued
  })
  return [
    `Voter links for ${units.length} lots (new on each run; earlier demo links for these lots stop working):`,
    ...units.map(
      (unit, i) =>
        `  ${unit.label} (${unit.owners.map((o) => o.name).join(' & ')}): ${voteLink(origin, links[i]!.token)}` +
        ` (or code ${links[i]!.code} at ${origin}/vote)`,
    ),
  ]
}
