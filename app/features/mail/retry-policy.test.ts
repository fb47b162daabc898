import { describe, expect, test } from 'vitest'
import { classifySendError, DEFAULT_RETRY_DELAYS_MS, describeSendError, retryDelayMs } from './retry-policy'

describe('retry delays', () => {
  test('grow from a minute to hours and stay at the last step', () => {
    const middle = () => 0.5 // no jitter
    const delays = [1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => retryDelayMs(attempt, undefined, middle))
    expect(delays.slice(0, 6)).toEqual(DEFAULT_RETRY_DELAYS_MS)
    expect(delays[0]).toBe(60_000)
    expect(delays[6]).toBe(delays[5])
    expect(delays[7]).toBe(12 * 3_600_000)
  })

  test('jitter spreads a delay over ±20 %', () => {
    expect(retryDelayMs(1, undefined, () => 0)).toBe(48_000)
    expect(retryDelayMs(1, undefined, () => 0.999999)).toBe(72_000)
    expect(retryDelayMs(2, [10_000, 20_000], () => 0.25)).toBe(18_000)
  })
})

describe('classifying a failed send', () => {
  const reply = (command: string, responseCode: number, code = 'EENVELOPE') => ({
    code,
    responseCode,
    command,
  })

  test('a 5xx answer about the message is permanent', () => {
    expect(classifySendError(reply('RCPT TO', 550))).toBe('permanent')
    expect(classifySendError(reply('MAIL FROM', 553))).toBe('permanent')
    expect(classifySendError(reply('DATA', 554, 'EMESSAGE'))).toBe('permanent')
    expect(classifySendError({ code: 'EENVELOPE', message: 'Invalid recipient' })).toBe('permanent')
  })

  test('4xx answers, connection trouble, a rejected login and session errors are temporary', () => {
    expect(classifySendError(reply('RCPT TO', 451))).toBe('temporary')
    expect(classifySendError(reply('DATA', 421, 'EMESSAGE'))).toBe('temporary')
    expect(classifySendError(reply('DATA', 503))).toBe('temporary')
    expect(classifySendError(reply('CONN', 554, 'ECONNECTION'))).toBe('temporary')
    expect(classifySendError(reply('AUTH PLAIN', 535, 'EAUTH'))).toBe('temporary')
    expect(classifySendError({ code: 'ECONNECTION', originalCode: 'ECONNREFUSED' })).toBe('temporary')
    expect(classifySendError({ code: 'ETIMEDOUT' })).toBe('temporary')
    expect(classifySendError(new Error('anything else'))).toBe('temporary')
    expect(classifySendError('not even an error')).toBe('temporary')
  })
})

describe('describing a failed send', () => {
  test('one short line with the code, credentials masked', () => {
    const error = Object.assign(new Error('Invalid login\r\n  at smtps://mailer:hunter2@smtp.example.com'), {
      code: 'EAUTH',
    })
    const line = describeSendError(error)
    expect(line).toBe('EAUTH: Invalid login at smtps://***@smtp.example.com')
    expect(line).not.toContain('hunter2')
    expect(describeSendError(new Error('x'.repeat(1000)))).toHaveLength(300)
  })
})
