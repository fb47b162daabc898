import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { NETWORK_ERROR_MESSAGE, RETRY_DELAYS_MS, submitJson, submitMultipart } from './form-submit'

// The forms' own side of issue 14 item 8: one Idempotency-Key per submit, the same key on its retries.

const fetchMock = vi.fn<typeof fetch>()
const keysSent = () =>
  fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'))
const created = () => Response.json({ reference: 'CT-AAAAAAAA' }, { status: 201 })

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('window', { location: { origin: 'http://127.0.0.1' } })
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

test('a form post carries a fresh key per submit, and its retry after a lost answer reuses it', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('network')).mockResolvedValueOnce(created())
  const sending = submitJson('/api/contact', { name: 'Ann' })
  await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]!)
  expect(await sending).toEqual({ ok: true, status: 201, data: { reference: 'CT-AAAAAAAA' } })
  const [first, retry] = keysSent()
  expect(first).toMatch(/^[0-9a-f]{32}$/)
  expect(retry).toBe(first)

  fetchMock.mockResolvedValueOnce(created())
  await submitMultipart('/api/landlord-tenant', new FormData())
  expect(keysSent()[2]).toMatch(/^[0-9a-f]{32}$/)
  expect(keysSent()[2]).not.toBe(first)
})

test('a 503 asking to come back in a few seconds is retried with the same key', async () => {
  const busy = () => Response.json({ message: 'busy' }, { status: 503, headers: { 'Retry-After': '2' } })
  fetchMock.mockResolvedValueOnce(busy()).mockResolvedValueOnce(created())
  const sending = submitMultipart('/api/pricing-quotes', new FormData())
  await vi.advanceTimersByTimeAsync(2000)
  expect((await sending).ok).toBe(true)
  expect(new Set(keysSent()).size).toBe(1)
})

test('after the last retry the form shows the network error', async () => {
  fetchMock.mockRejectedValue(new TypeError('network'))
  const sending = submitJson('/api/feedback', { rating: 4 })
  await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0))
  expect(await sending).toMatchObject({ ok: false, status: 0, message: NETWORK_ERROR_MESSAGE })
  expect(fetchMock).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1)
})

test('other endpoints get no key and no retry', async () => {
  fetchMock.mockRejectedValue(new TypeError('network'))
  const result = await submitJson('/api/elections/lost-link', { email: 'a@example.com' })
  expect(result).toMatchObject({ ok: false, status: 0 })
  expect(fetchMock).toHaveBeenCalledTimes(1)
  expect(keysSent()).toEqual([null])
})
