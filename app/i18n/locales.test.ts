import { describe, expect, test } from 'vitest'
import { localeOfPath, localeOfRequest, pathInLocale, unprefixedPath } from './locales'

describe('a path and its language', () => {
  test.each([
    ['/', 'en'],
    ['/vote/abc', 'en'],
    ['/es', 'es'],
    ['/es/', 'es'],
    ['/es/vote/abc', 'es'],
    // Only the whole first segment is the prefix: these are English pages that start with the letters.
    ['/essay', 'en'],
    ['/estates/es', 'en'],
    ['/ES/vote', 'en'],
  ])('%s is %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale)
  })

  test.each([
    ['/es/vote/abc', '/vote/abc'],
    ['/es', '/'],
    ['/es/', '/'],
    ['/vote/abc', '/vote/abc'],
    ['/', '/'],
    ['/essay', '/essay'],
  ])('%s without its prefix is %s', (path, bare) => {
    expect(unprefixedPath(path)).toBe(bare)
  })

  test.each([
    ['/vote/abc', 'es', '/es/vote/abc'],
    ['/', 'es', '/es'],
    ['/es/vote/abc', 'es', '/es/vote/abc'],
    ['/es/vote/abc', 'en', '/vote/abc'],
    ['/es', 'en', '/'],
    ['/survey-2025', 'en', '/survey-2025'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(pathInLocale(path, locale)).toBe(expected)
  })

  test('a path taken to another language and back is the path it was', () => {
    for (const path of ['/', '/vote/abc', '/results/1', '/survey/2/x'])
      expect(pathInLocale(pathInLocale(path, 'es'), 'en')).toBe(path)
  })
})

describe('the language of an API request', () => {
  const request = (url: string, headers: Record<string, string> = {}) =>
    new Request(`https://hoa.example.com${url}`, { method: 'POST', headers })

  test('Content-Language from a Spanish page says Spanish, in any of its spellings', () => {
    for (const value of ['es', 'ES', ' es ', 'es-US', 'es-419', 'es, en', 'es;q=1'])
      expect([value, localeOfRequest(request('/api/contact', { 'Content-Language': value }))]).toEqual([
        value,
        'es',
      ])
  })

  test('Content-Language wins over the address, either way', () => {
    expect(localeOfRequest(request('/es/contact', { 'Content-Language': 'en-US' }))).toBe('en')
    expect(localeOfRequest(request('/contact', { 'Content-Language': 'es' }))).toBe('es')
  })

  test('without the header (a form posted without JavaScript), the address says it', () => {
    expect(localeOfRequest(request('/es/landlord-tenant?index'))).toBe('es')
    expect(localeOfRequest(request('/landlord-tenant'))).toBe('en')
  })

  test('a language the site does not have is ignored', () => {
    expect(localeOfRequest(request('/api/contact', { 'Content-Language': 'fr' }))).toBe('en')
    expect(localeOfRequest(request('/es/contact', { 'Content-Language': 'fr-CA' }))).toBe('es')
    expect(localeOfRequest(request('/api/contact', { 'Content-Language': '' }))).toBe('en')
  })
})
