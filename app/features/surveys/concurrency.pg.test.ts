import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { importRoll, newCommunity, simpleRoll, staffActor } from '../../../tests/factories/communities'
import { newBrowser, publishedSurvey, Q, tokenOf } from '../../../tests/factories/surveys'
import { countRows, routeContext } from '../../../tests/setup/route-context'
import { MIGRATIONS } from '../../../tests/setup/test-database'
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '~/db/client.server'
import * as responsesRoute from '~/routes/api/surveys/responses'

// Issue 13: a response limit is exact, and a link answers once, even when many answers arrive at once
// across two server instances on one PostgreSQL (two pools). CI's second pass sets TEST_DATABASE_URL.

const ATTEMPTS = 30
const LIMIT = 7
const answers = { [Q.single]: 'north', [Q.yesNo]: true }

function post(db: Database, surveyId: string, body: object, i: number) {
  return responsesRoute.action({
    request: new Request(`http://127.0.0.1/api/surveys/${surveyId}/responses`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Survey-Browser': newBrowser() },
      body: JSON.stringify(body),
    }),
    context: routeContext(db, { clientIp: `198.51.100.${i}` }),
    params: { surveyId },
  } as never)
}

async function race(instances: Database[]) {
  const db = instances[0]!
  const staff = await staffActor(db, 'manager')
  const limited = (await publishedSurvey(db, staff, { responseLimit: LIMIT })).survey
  const community = await newCommunity(db, staff)
  await importRoll(db, staff, community.id, simpleRoll(2))
  const invited = await publishedSurvey(db, staff, {
    audience: 'invitation',
    communityId: community.id,
    anonymous: true,
  })
  const token = tokenOf(invited.sent[0]!)
  const fire = (surveyId: string, body: object) =>
    Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) => post(instances[i % instances.length]!, surveyId, body, i)),
    ).then((all) => all.map((r) => r.status))
  const limitStatuses = await fire(limited.id, { answers })
  const tokenStatuses = await fire(invited.survey.id, { answers, token })
  return { limitStatuses, tokenStatuses }
}

function expectExact({ limitStatuses, tokenStatuses }: Awaited<ReturnType<typeof race>>) {
  expect(limitStatuses.filter((s) => s === 201)).toHaveLength(LIMIT)
  expect(limitStatuses.filter((s) => s === 410)).toHaveLength(ATTEMPTS - LIMIT)
  expect(tokenStatuses.filter((s) => s === 201)).toHaveLength(1)
  expect(tokenStatuses.filter((s) => s === 409)).toHaveLength(ATTEMPTS - 1)
}

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL, two server instances', () => {
  const serverUrl = process.env.TEST_DATABASE_URL!
  const name = `hoa_survey_race_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const handles: DatabaseHandle[] = []
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    for (let i = 0; i < 2; i++) handles.push(await openPostgres(url.toString(), { max: 10 }))
    await handles[0]!.migrate(MIGRATIONS)
  })

  afterAll(async () => {
    for (const handle of handles) await handle.close()
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  })

  test(`${ATTEMPTS} answers at once: exactly the limit kept; one link answers once`, async () => {
    const instances = handles.map((h) => h.db)
    expectExact(await race(instances))
    expect(await countRows(instances[1]!, 'survey_responses')).toBe(LIMIT + 1)
    expect(await countRows(instances[0]!, 'survey_browser_marks')).toBe(LIMIT)
  })
})

describe('PGlite, one process', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await openPglite('memory://')
    await handle.migrate(MIGRATIONS)
  })
  afterAll(async () => {
    await handle.close()
  })

  test(`${ATTEMPTS} answers at once: exactly the limit kept; one link answers once`, async () => {
    expectExact(await race([handle.db]))
    expect(await countRows(handle.db, 'survey_responses')).toBe(LIMIT + 1)
  })
})
