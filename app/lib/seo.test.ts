import { expect, test } from 'vitest'
import { pageMeta } from './seo'

const byKey = (meta: ReturnType<typeof pageMeta>) =>
  Object.fromEntries(
    meta.flatMap((m) => {
      const key = 'property' in m ? m.property : 'name' in m ? m.name : undefined
      return typeof key === 'string' && 'content' in m ? [[key, m.content]] : []
    }),
  )

test('social cards name their image and describe it, for Open Graph and for Twitter (issue 15)', () => {
  const tags = byKey(
    pageMeta({
      title: 'About us',
      description: 'Who we are.',
      path: '/about',
      origin: 'https://hoa.example',
    }),
  )
  expect(tags['og:image']).toBe('https://hoa.example/og-image.png')
  expect(tags['twitter:image']).toBe(tags['og:image'])
  expect(tags['og:image:alt']).toMatch(/Wasatch Crest HOA Management: Utah's premier HOA management company/)
  expect(tags['twitter:image:alt']).toBe(tags['og:image:alt'])
  expect([tags['og:image:width'], tags['og:image:height']]).toEqual(['1200', '630'])
  expect(tags['twitter:card']).toBe('summary_large_image')
})
