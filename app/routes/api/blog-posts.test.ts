import { describe, expect, test } from 'vitest'
import { createStaff } from '../../../tests/factories/staff'
import { callRoute, routeContext } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { createPost, setPostStatus } from '~/features/blog/posts.server'
import { loader as rss } from '../blog-rss'
import { loader as sitemap } from '../sitemap'
import { loader } from './blog-posts'

const t = setupTestDatabase()

const get = (handler: unknown, path: string) =>
  callRoute(
    handler as typeof loader,
    new Request(`http://127.0.0.1${path}`),
    routeContext(t.db, { origin: 'https://hoa.example.com' }),
  )

async function seed() {
  const author = await createStaff(t.db)
  const base = {
    excerpt: 'An excerpt long enough to count.',
    content: 'Body with <script>alert(1)</script> text.',
  }
  const older = await createPost(t.db, author.id, {
    ...base,
    slug: 'older-article',
    title: 'Older',
    date: '2025-05-01',
  })
  const newer = await createPost(t.db, author.id, {
    ...base,
    slug: 'newer-article',
    title: 'Fees & "fines" <explained>',
    date: '2026-02-01',
  })
  await createPost(t.db, author.id, { ...base, slug: 'secret-draft', title: 'Draft', date: '2026-06-01' })
  await setPostStatus(t.db, older.id, 'published')
  await setPostStatus(t.db, newer.id, 'published')
}

describe('GET /api/blog-posts', () => {
  test('published articles under posts, newest first, with the spec fields and safe HTML', async () => {
    await seed()
    const response = await get(loader, '/api/blog-posts')
    expect(response.status).toBe(200)
    const { posts } = (await response.json()) as { posts: Array<Record<string, string>> }
    expect(posts.map((p) => p.slug)).toEqual(['newer-article', 'older-article'])
    expect(Object.keys(posts[0]!).sort()).toEqual(['content', 'date', 'excerpt', 'html', 'slug', 'title'])
    expect(posts[0]).toMatchObject({
      date: '2026-02-01',
      content: 'Body with <script>alert(1)</script> text.',
    })
    expect(posts[0]!.html).not.toContain('<script')
  })

  test('an empty blog answers an empty list', async () => {
    expect(await (await get(loader, '/api/blog-posts')).json()).toEqual({ posts: [] })
  })
})

describe('/blog/rss.xml', () => {
  test('RSS 2.0 of the published articles, absolute links, escaped text', async () => {
    await seed()
    const response = await get(rss, '/blog/rss.xml')
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const xml = await response.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
    expect(xml).toContain('<link>https://hoa.example.com/blog/newer-article</link>')
    expect(xml).toContain('<title>Fees &amp; &quot;fines&quot; &lt;explained&gt;</title>')
    expect(xml).toContain('<pubDate>Sun, 01 Feb 2026 12:00:00 GMT</pubDate>')
    expect(xml).not.toContain('secret-draft')
    expect(xml.indexOf('newer-article')).toBeLessThan(xml.indexOf('older-article'))
  })
})

describe('/sitemap.xml', () => {
  test('lists the blog and its published articles, never a draft', async () => {
    await seed()
    const xml = await (await get(sitemap, '/sitemap.xml')).text()
    expect(xml).toContain('<loc>https://hoa.example.com/blog</loc>')
    expect(xml).toContain('<loc>https://hoa.example.com/blog/newer-article</loc>')
    expect(xml).toContain('<loc>https://hoa.example.com/blog/older-article</loc>')
    expect(xml).toMatch(/newer-article<\/loc>\n {4}<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
    expect(xml).not.toContain('secret-draft')
  })
})
