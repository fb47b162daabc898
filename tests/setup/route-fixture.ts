import type { Database } from '~/db/client.server'
import { saveContactMessage } from '~/features/submissions/store.server'
import routes from '~/routes'
import { electionCommunity, openedElection, unitsOf } from '../factories/elections'
import { createStaff, signedInStaff } from '../factories/staff'
import { publishedSurvey } from '../factories/surveys'

// Every route of app/routes.ts, and real rows to fill their path parameters with, for the suites that
// call every endpoint and page (app/routes/api/api-fuzz*.test.ts).

export type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] }
const flat = (entries: RouteEntry[]): RouteEntry[] => entries.flatMap((e) => [e, ...flat(e.children ?? [])])

/** Every route a URL can reach (the home page's path is ''), layouts' children included. */
export const ROUTES = flat(routes as RouteEntry[])
  .filter((e) => e.path !== undefined || e.index)
  .map((e) => ({ ...e, path: e.path ?? '' }))

export type RouteFixture = { token: string; values: Record<string, string> }

/**
 * A signed-in admin and a row behind every kind of path parameter, so a malformed child id (a unit, a file,
 * a proxy) is reached behind a parent that exists. Keyed by the path's start, then the parameter's name.
 * The survey's results are public, so its results pages and API answer anyone.
 */
export async function createRouteFixture(db: Database): Promise<RouteFixture> {
  const { token, user } = await signedInStaff(db, { role: 'admin' })
  const actor = { id: user.id, name: user.name, role: user.role }
  const manager = await createStaff(db, { role: 'manager' })
  const community = await electionCommunity(db, actor, unitsOf(2))
  const election = await openedElection(db, actor, community.id)
  const { survey } = await publishedSurvey(db, actor, { resultsPublic: true })
  const submission = await saveContactMessage(db, {
    name: 'Ann Lee',
    email: 'ann@example.com',
    phone: undefined,
    community: 'Oak Hollow',
    message: 'The gate code does not work.',
  })
  const [unitId] = election.unitIds.values()
  const [ballotToken] = election.links.values()
  return {
    token,
    values: {
      'api/staff/submissions:id': submission.id,
      'api/staff/users:id': manager.id,
      'api/communities:id': community.id,
      'api/elections:id': election.id,
      'results:electionId': election.id,
      type: 'contact',
      unitId: unitId!,
      token: ballotToken!,
      surveyId: survey.id,
      step: 'close',
      file: 'ballots.csv',
    },
  }
}

/** The fixture's value for one parameter of a route, or a well-formed id of nothing. */
export const realValue = (fixture: RouteFixture, routePath: string, name: string) =>
  Object.entries(fixture.values).find(([key]) =>
    key.includes(':') ? routePath.startsWith(key.split(':')[0]!) && key.endsWith(`:${name}`) : key === name,
  )?.[1] ?? '6f1c2a9e-7d4b-4c1e-9a53-2b8f0e4d1c77'

/** The route's path with every parameter filled from the fixture (a splat `*` as `x`), starting with `/`. */
export function filledPath(fixture: RouteFixture, routePath: string): string {
  const filled = routePath
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(realValue(fixture, routePath, name)))
    .replace(/\*$/, 'x')
  return `/${filled}`
}
