import { expect, test } from 'vitest'
import { headerLinks, isNavActive } from './navigation'

test('Home is current only on exactly /', () => {
  expect(isNavActive('/', '/')).toBe(true)
  expect(isNavActive('/about', '/')).toBe(false)
  expect(isNavActive('/blog/reserve-studies', '/')).toBe(false)
})

test('the other links are current while the path starts with theirs', () => {
  expect(isNavActive('/blog', '/blog')).toBe(true)
  expect(isNavActive('/blog/reserve-studies', '/blog')).toBe(true)
  expect(isNavActive('/about', '/blog')).toBe(false)
  expect(isNavActive('/', '/about')).toBe(false)
})

test('the header has the spec links in order', () => {
  expect(headerLinks.map((l) => `${l.label} ${l.href}`)).toEqual([
    'Home /',
    'About Us /about',
    'Testimonials /testimonials',
    'Why Us /why-us',
    'Blog /blog',
    'Switch /switch',
  ])
})
