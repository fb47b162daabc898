import type { Database } from '~/db/client.server'
import type { Actor, CommunitySummary } from '~/features/communities/types'
import { ensureFirstAdmin } from '~/features/staff/bootstrap.server'
import { parseEnv } from '~/lib/env.server'
import { DEMO_ACCOUNT, ensureDemoAccount } from './demo-account'
import { ensureDemoElection } from './election'
import { ensureMapleHollow, importDemoRoll } from './maple-hollow'
import { ensureDemoSurvey } from './survey'

// `npm run seed:demo`: demo data a newcomer can try the back office with. Every step leaves what is already
// there alone, so running it again changes nothing, but for the demo election's three voter links: only a
// link's hash is stored, so each run issues new ones (and retires the last run's).

export type DemoContext = {
  db: Database
  actor: Actor
  community: CommunitySummary
  /** Where printed links point: PUBLIC_ORIGIN, else the dev server's http://localhost:3000. */
  origin: string
}
/** One part of the demo in the demo community; answers what it did, a line each. */
export type DemoStep = (context: DemoContext) => Promise<string[]>

// The demo's parts after the community itself, in order: the roll, the election (issue 12) and the
// survey with its answers (issue 13).
const STEPS: DemoStep[] = [
  ({ db, actor, community }) => importDemoRoll(db, actor, community),
  (context) => ensureDemoElection(context, context.origin),
  ensureDemoSurvey,
]

export type DemoSeedResult = {
  lines: string[]
  /** Set when the database had no staff account: the first admin, as the server's first start makes it. */
  firstAdmin: { email: string; password: string } | null
  communityId: string
}

export async function seedDemo(
  db: Database,
  options: { firstAdminEmail: string; publicOrigin?: string },
): Promise<DemoSeedResult> {
  const origin = options.publicOrigin ?? parseEnv().PUBLIC_ORIGIN ?? 'http://localhost:3000'
  // The server creates the first admin only while there is no staff account at all; the demo's own
  // account would stop that on a fresh database, and nobody could sign in to see the demo.
  const firstAdmin = await ensureFirstAdmin(db, options.firstAdminEmail)
  const { actor, created } = await ensureDemoAccount(db)
  const lines = [
    created
      ? `Created the staff account "${DEMO_ACCOUNT.name}" <${DEMO_ACCOUNT.email}>, inactive and without a known password: the demo's history names it, and it cannot sign in.`
      : `The staff account "${DEMO_ACCOUNT.name}" <${DEMO_ACCOUNT.email}> already exists.`,
  ]
  const { community, lines: communityLines } = await ensureMapleHollow(db, actor)
  lines.push(...communityLines)
  for (const step of STEPS) lines.push(...(await step({ db, actor, community, origin })))
  return { lines, firstAdmin, communityId: community.id }
}
