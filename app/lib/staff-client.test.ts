import { expect, test } from 'vitest'
import { PASSWORD_CHANGE_REQUIRED_MESSAGE } from '~/features/staff/auth.server'
import { PASSWORD_DUE_MESSAGE, safeNext } from './staff-client'

test('the browser recognises the server’s “new password first” answer by its exact sentence', () => {
  expect(PASSWORD_DUE_MESSAGE).toBe(PASSWORD_CHANGE_REQUIRED_MESSAGE)
})

test.each([
  ['/staff/outbox?status=failed', '/staff/outbox?status=failed'],
  ['/staff', '/staff'],
  ['/staff?type=quote', '/staff?type=quote'],
  [null, '/staff'],
  ['https://evil.example/staff', '/staff'],
  ['//evil.example/staff', '/staff'],
  ['/staffing', '/staff'],
  ['/staff/login?next=/staff', '/staff'],
  ['/about', '/staff'],
  ['/election-system', '/election-system'],
  ['/election-system?x=//evil.example', '/staff'],
])('after signing in, %j leads to %j (never off the back office)', (next, to) => {
  expect(safeNext(next)).toBe(to)
})
