import { describe, expect, test } from 'vitest'
import { publicPages } from '~/content/pages'
import { renderRobots, renderSitemap } from './sitemap'

test('the sitemap lists public pages with absolute URLs', () => {
  const xml = renderSitemap('https://hoa.example.com', publicPages)
  expect(xml).toContain('<loc>https://hoa.example.com/</loc>')
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
})

test('private and diagnostic areas never reach the sitemap', () => {
  const xml = renderSitemap('https://hoa.example.com', [
    { path: '/about', changefreq: 'monthly', priority: 0.8 },
    ...['/vote/abc', '/results/1', '/staff', '/staff/inbox', '/survey-responses/2', '/test-remount'].map(
      (path) => ({
        path,
        changefreq: 'daily' as const,
        priority: 0.1,
      }),
    ),
  ])
  expect(xml).toContain('/about</loc>')
  expect(xml).not.toMatch(/vote|results|staff|survey-responses|test-remount/)
})

test('special characters in URLs are escaped', () => {
  expect(
    renderSitemap('https://x.example', [{ path: '/a?b=1&c=2', changefreq: 'yearly', priority: 0.5 }]),
  ).toContain('/a?b=1&amp;c=2')
})

test('robots.txt points to the sitemap and keeps crawlers out of private areas', () => {
  const robots = renderRobots('https://hoa.example.com', ['/staff', '/vote'])
  expect(robots).toContain('Disallow: /staff\n')
  expect(robots).toContain('Sitemap: https://hoa.example.com/sitemap.xml')
})

describe('a page offered in Spanish too', () => {
  // Which pages are bilingual is the test's own, whatever app/i18n/pages.ts lists at the time.
  const hasSpanish = (path: string) => path === '/election-system'
  const xml = renderSitemap(
    'https://hoa.example.com',
    [
      { path: '/election-system', changefreq: 'monthly', priority: 0.7, lastmod: '2026-01-02' },
      { path: '/about', changefreq: 'monthly', priority: 0.8 },
    ],
    { hasSpanish },
  )
  const urls = xml.split('<url>').slice(1)
  const alternates = [
    '<xhtml:link rel="alternate" hreflang="en-US" href="https://hoa.example.com/election-system"/>',
    '<xhtml:link rel="alternate" hreflang="es" href="https://hoa.example.com/es/election-system"/>',
    '<xhtml:link rel="alternate" hreflang="x-default" href="https://hoa.example.com/election-system"/>',
  ]

  test('is listed at both addresses, each with every language as an alternate', () => {
    expect(urls).toHaveLength(3)
    const [english, spanish] = urls as [string, string]
    expect(english).toContain('<loc>https://hoa.example.com/election-system</loc>')
    expect(spanish).toContain('<loc>https://hoa.example.com/es/election-system</loc>')
    for (const url of [english, spanish]) {
      for (const link of alternates) expect(url).toContain(link)
      expect(url).toContain('<lastmod>2026-01-02</lastmod>')
    }
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  })

  test('a page in English only has one address and no alternates', () => {
    const about = urls[2]!
    expect(about).toContain('<loc>https://hoa.example.com/about</loc>')
    expect(about).not.toContain('xhtml:link')
    expect(xml).not.toContain('/es/about')
  })

  test('a private page stays out in both languages, even when it has Spanish', () => {
    const vote = renderSitemap(
      'https://hoa.example.com',
      [{ path: '/vote/abc', changefreq: 'daily', priority: 0.1 }],
      { hasSpanish: () => true },
    )
    expect(vote).not.toContain('vote')
  })
})
