import { expect, test } from 'vitest'
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
