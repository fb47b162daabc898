import type { APIRequestContext } from '@playwright/test'
import { expect, type Page } from './fixtures'
import type { Headers } from './election-setup'

// Staff accounts for journeys about what a page shows rather than about signing in: made by the admin
// through the API, their first password replaced (as the back office requires), and a session handed to
// the browser the way the sign-in page leaves it (the bearer in localStorage).

export type StaffRole = 'admin' | 'manager' | 'board'

export type StaffAccount = { email: string; password: string; token: string }

/** A signed-in staff account of `role` (a board account of `communityIds`), its password its own. */
export async function staffAccount(
  request: APIRequestContext,
  admin: Headers,
  role: StaffRole,
  communityIds: string[] = [],
): Promise<StaffAccount> {
  const email = `${role}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
  const [first, chosen] = ['granite willow canyon 415', 'sagebrush river lantern 862']
  const created = await request.post('/api/staff/users', {
    headers: admin,
    data: {
      email,
      name: `Casey ${role[0]!.toUpperCase()}${role.slice(1)}`,
      role,
      communityIds,
      password: first,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const login = async (password: string) => {
    const answer = await request.post('/api/election-auth/login', { data: { email, password } })
    expect(answer.status()).toBe(200)
    return ((await answer.json()) as { token: string }).token
  }
  const changed = await request.post('/api/election-auth/password', {
    headers: { Authorization: `Bearer ${await login(first)}` },
    data: { currentPassword: first, newPassword: chosen },
  })
  expect(changed.status()).toBe(200)
  return { email, password: chosen, token: await login(chosen) }
}

/** The bearer token of a new staff account of `role`, for a journey that does not sign in on the page. */
export async function staffSession(
  request: APIRequestContext,
  admin: Headers,
  role: StaffRole,
  communityIds: string[] = [],
): Promise<string> {
  return (await staffAccount(request, admin, role, communityIds)).token
}

/** Every page this tab opens from now on is signed in with `token`. */
export async function withStaffSession(page: Page, token: string) {
  await page.addInitScript((bearer) => window.localStorage.setItem('election_token', bearer), token)
}

/**
 * Errors the page reports: uncaught exceptions and console errors. The browser's own line for a request
 * answered 403 or 404 is left out: a page asking for what is not there, or not this account's, is what
 * these journeys do; the page must answer it with a sentence, not an error.
 */
export function pageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const refused = /^Failed to load resource: the server responded with a status of 40[34]\b/
    if (refused.test(message.text()) && new URL(message.location().url).pathname.startsWith('/api/')) return
    errors.push(`console: ${message.text()}`)
  })
  return errors
}
