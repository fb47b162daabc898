import { expect, test } from 'vitest'
import { redactUrl } from './logger'

test('voting tokens never reach the request log', () => {
  const token = 'A'.repeat(43)
  expect(redactUrl(`/vote/${token}`)).toBe('/vote/[redacted]')
  expect(redactUrl(`/vote/${token}?_data=1`)).toBe('/vote/[redacted]?_data=1')
  expect(redactUrl(`/api/elections/ballot/${token}`)).toBe('/api/elections/ballot/[redacted]')
  expect(redactUrl(`/results/abc?token=${token}&x=1`)).toBe('/results/abc?token=[redacted]&x=1')
  expect(redactUrl('/about')).toBe('/about')
})
