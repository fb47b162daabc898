import { createSession } from '~/features/staff/sessions.server'
import { insertStaffUser } from '~/features/staff/staff-users.server'
import { parseEnv } from '~/lib/env.server'
import { withConfiguredDatabase } from '../configured-database'
import { seedDemo } from '../demo/seed'
import { BENCH_SESSION_SECRET } from './surveys-http'

// The data `npm run bench:staff-pages` opens the back office on: the demo community (its roll, open
// election and answered survey, as `npm run seed:demo` makes them) and an admin's session, written to a
// fresh DATA_DIR before the server starts; then, through the running server's API, a draft election, a
// draft survey and a contact message, so every staff page has something to show.

export type StaffPagePath = { label: string; path: string }

/** Seeds DATA_DIR (not yet in use by a server); answers a bench admin's bearer token. */
export async function seedBenchData(dataDir: string): Promise<string> {
  const env = parseEnv({ DATA_DIR: dataDir, SESSION_SECRET: BENCH_SESSION_SECRET })
  return withConfiguredDatabase(env, async (db) => {
    const { user } = await insertStaffUser(db, {
      email: 'bench-admin@example.com',
      name: 'Bench Admin',
      role: 'admin',
    })
    await seedDemo(db, { firstAdminEmail: env.FIRST_ADMIN_EMAIL, publicOrigin: 'http://127.0.0.1' })
    return (await createSession(db, user.id)).token
  })
}

/** Every staff page, with the ids of real records, made or found through the API. */
export async function staffPagePaths(origin: string, token: string): Promise<StaffPagePath[]> {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`)
    return (await response.json()) as T
  }
  const { reference } = await call<{ reference: string }>('POST', '/api/contact', {
    name: 'Pat Lee',
    email: 'pat.lee@example.com',
    message: 'The gate at the north entrance does not close.',
  })
  const { items } = await call<{ items: Array<{ type: string; id: string; reference: string }> }>(
    'GET',
    '/api/staff/submissions',
  )
  const submission = items.find((item) => item.reference === reference)!
  const { messages } = await call<{ messages: Array<{ id: string }> }>('GET', '/api/staff/outbox')
  const { posts } = await call<{ posts: Array<{ id: string }> }>('GET', '/api/staff/blog-posts')
  const { communities } = await call<{ communities: Array<{ id: string }> }>('GET', '/api/communities')
  const community = communities[0]!.id
  const { units } = await call<{ units: Array<{ id: string }> }>('GET', `/api/communities/${community}/units`)
  const { elections } = await call<{ elections: Array<{ id: string }> }>('GET', '/api/elections')
  const day = 24 * 3600_000
  const draftElection = await call<{ id: string }>('POST', '/api/elections', {
    communityId: community,
    title: 'Pool hours vote (benchmark draft)',
    opensAt: new Date(Date.now() + day).toISOString(),
    closesAt: new Date(Date.now() + 8 * day).toISOString(),
    secret: true,
    quorum: { percent: '0', basis: 'units' },
    contests: [
      {
        kind: 'candidates',
        title: 'Director',
        seats: 1,
        options: [{ label: 'Alice Park' }, { label: 'Bo Chen' }],
      },
    ],
  })
  const { surveys } = await call<{ surveys: Array<{ id: string; status: string }> }>('GET', '/api/surveys')
  const published = surveys.find((survey) => survey.status !== 'draft')!
  const draftSurvey = await call<{ survey: { id: string } }>('POST', '/api/surveys', {
    title: 'Parking survey (benchmark draft)',
    questions: [{ type: 'yes_no', prompt: 'Should guest parking be limited to 48 hours?' }],
  })
  const communityPath = `/staff/communities/${community}`
  return [
    { label: 'Inbox', path: '/staff' },
    { label: 'Submission', path: `/staff/submissions/${submission.type}/${submission.id}` },
    { label: 'Outbox', path: '/staff/outbox' },
    { label: 'Outbox message', path: `/staff/outbox/${messages[0]!.id}` },
    { label: 'Law questions', path: '/staff/law-questions' },
    { label: 'Blog', path: '/staff/blog' },
    { label: 'Write an article', path: '/staff/blog/new' },
    { label: 'Edit article', path: `/staff/blog/${posts[0]!.id}` },
    { label: 'Communities', path: '/staff/communities' },
    { label: 'Add a community', path: '/staff/communities/new' },
    { label: 'Community', path: communityPath },
    { label: 'Community settings', path: `${communityPath}/settings` },
    { label: 'Import roll', path: `${communityPath}/import` },
    { label: 'Add unit', path: `${communityPath}/units/new` },
    { label: 'Unit', path: `${communityPath}/units/${units[0]!.id}` },
    { label: 'Elections', path: '/staff/elections' },
    { label: 'New election', path: '/staff/elections/new' },
    { label: 'Election (open)', path: `/staff/elections/${elections[0]!.id}` },
    { label: 'Printed notices', path: `/staff/elections/${elections[0]!.id}/notices` },
    { label: 'Election (draft)', path: `/staff/elections/${draftElection.id}` },
    { label: 'Edit election', path: `/staff/elections/${draftElection.id}/edit` },
    { label: 'Ballot preview', path: `/staff/elections/${draftElection.id}/preview` },
    { label: 'Surveys', path: '/staff/surveys' },
    { label: 'New survey', path: '/staff/surveys/new' },
    { label: 'Survey (published)', path: `/staff/surveys/${published.id}` },
    { label: 'Survey (draft)', path: `/staff/surveys/${draftSurvey.survey.id}` },
    { label: 'Edit survey', path: `/staff/surveys/${draftSurvey.survey.id}/edit` },
    { label: 'Survey preview', path: `/staff/surveys/${draftSurvey.survey.id}/preview` },
    { label: 'Staff users', path: '/staff/users' },
    { label: 'Backups', path: '/staff/backups' },
    { label: 'Password', path: '/staff/password' },
  ]
}
