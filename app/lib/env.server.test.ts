import { describe, expect, test } from 'vitest'
import { EnvError, parseEnv } from './env.server'

describe('parseEnv', () => {
  test('an empty environment starts with the documented defaults', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.DATA_DIR).toBe('./data')
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.API_RATE_LIMIT_PER_MINUTE).toBe(300)
  })

  test('a bad value stops the start with a message naming the variable', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(EnvError)
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x/y' })).toThrow(/DATABASE_URL: must be a postgres/)
    expect(() => parseEnv({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/)
  })

  test('every bad variable is named at once', () => {
    const attempt = () => parseEnv({ PORT: '-1', LOG_LEVEL: 'loud', SESSION_SECRET: 'short' })
    expect(attempt).toThrow(
      /PORT[\s\S]*SESSION_SECRET[\s\S]*LOG_LEVEL|PORT[\s\S]*LOG_LEVEL[\s\S]*SESSION_SECRET/,
    )
  })

  test('the LLM and Chatwoot settings come as complete sets', () => {
    expect(() => parseEnv({ LLM_BASE_URL: 'http://127.0.0.1:9/v1' })).toThrow(
      /LLM_BASE_URL: set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL together/,
    )
    expect(() => parseEnv({ CHATWOOT_WEBSITE_TOKEN: 'abc' })).toThrow(/CHATWOOT_BASE_URL/)
    const env = parseEnv({ LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_API_KEY: 'k', LLM_MODEL: 'm' })
    expect(env.LLM_MODEL).toBe('m')
  })

  test('METRICS_TOKEN: unset or blank means none; when set, 16+ printable characters without spaces', () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined()
    expect(parseEnv({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined()
    expect(parseEnv({ METRICS_TOKEN: 'a-scrape-token-0123' }).METRICS_TOKEN).toBe('a-scrape-token-0123')
    expect(() => parseEnv({ METRICS_TOKEN: 'too-short' })).toThrow(/METRICS_TOKEN: must be at least 16/)
    expect(() => parseEnv({ METRICS_TOKEN: 'has a space in the middle' })).toThrow(/METRICS_TOKEN/)
  })

  test('blank values count as unset and PUBLIC_ORIGIN loses its trailing slash', () => {
    const env = parseEnv({ DATABASE_URL: '', PUBLIC_ORIGIN: 'https://hoa.example.com/' })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.PUBLIC_ORIGIN).toBe('https://hoa.example.com')
  })
})
