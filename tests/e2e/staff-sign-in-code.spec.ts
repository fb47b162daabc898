import type { APIRequestContext } from '@playwright/test'
import { expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures'
import { E2E_ADMIN } from './staff-account'

// Guesses at one account from many addresses hold back the addresses that have not signed in to it
// lately; such an address still gets in with the password and the code the server emails to the account.
// The server trusts one proxy hop (playwright.config.ts), so the guesses come "from" many addresses.

const PASSWORD = 'basalt meadow compass 615'

async function adminToken(request: APIRequestContext) {
  const login = await request.post('/api/election-auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

/** The code in the newest sign-in code message to `email`, read from the outbox as an admin. */
async function emailedCode(request: APIRequestContext, token: string, email: string) {
  const headers = { Authorization: `Bearer ${token}` }
  let id: string | undefined
  await expect(async () => {
    const page = await request.get('/api/staff/outbox?pageSize=100', { headers })
    const { messages } = (await page.json()) as {
      messages: Array<{ id: string; kind: string; to: string[] }>
    }
    id = messages.find((m) => m.kind === 'sign_in_code' && m.to.includes(email))?.id
    expect(id).toBeTruthy()
  }).toPass({ timeout: 10_000 })
  const message = await request.get(`/api/staff/outbox/${id}`, { headers })
  const { textBody } = ((await message.json()) as { message: { textBody: string } }).message
  return /^Code: (\d{6})$/m.exec(textBody)![1]!
}

test('a new address held back by guesses at the account signs in with the code emailed to it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000) // fifty real password checks first
  const token = await adminToken(request)
  const email = `held-back-${Date.now().toString(36)}@example.com`
  const created = await request.post('/api/staff/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email, name: 'Hana Held', role: 'manager', password: PASSWORD },
  })
  expect(created.status()).toBe(201)

  for (let i = 0; i < 50; i++) {
    const guess = await request.post('/api/election-auth/login', {
      headers: { 'X-Forwarded-For': `198.51.100.${i + 1}` },
      data: { email, password: `guess number ${i}` },
    })
    expect(guess.status()).toBe(401)
  }

  await gotoHydrated(page, '/staff/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'To sign in from here, enter the code we email to the account. If the email and password are right, a 6-digit code is on its way; it works for 10 minutes.',
  )
  const codeField = page.getByLabel('Code from the email')
  await expect(codeField).toBeFocused()
  await expectNoAxeViolations(page)

  const code = await emailedCode(request, token, email)
  await codeField.fill(code === '000000' ? '000001' : '000000')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'The email, password or code is not correct, or the code has expired. Check them and try again, or ask for a new code.',
  )
  await codeField.fill(code)
  await page.getByRole('button', { name: 'Sign in' }).click()
  // An account an admin made signs in to choose its own password first.
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
})
