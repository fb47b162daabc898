import { describe, expect, test } from 'vitest'
import { createStaff } from '../../../tests/factories/staff'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import {
  createPost,
  findPublishedPost,
  getPost,
  listAllPosts,
  listPublishedPosts,
  publishedPostsBody,
  setPostStatus,
  SLUG_TAKEN_MESSAGE,
  updatePost,
} from './posts.server'
import type { BlogPostInput } from './schemas'
import { ensureBlogSeeded, seedArticles } from './seed.server'

const t = setupTestDatabase()

const input = (over: Partial<BlogPostInput> = {}): BlogPostInput => ({
  slug: 'pool-season-checklist',
  title: 'Pool season checklist',
  date: '2026-05-01',
  excerpt: 'What to check before the community pool opens.',
  content: 'Check the **gate latch**, the chemical log and the lifeguard schedule before opening day.',
  ...over,
})

describe('blog posts', () => {
  test('a new article is a draft, hidden from the public until published, then hidden again when unpublished', async () => {
    const author = await createStaff(t.db, { name: 'Pat Writer' })
    const post = await createPost(t.db, author.id, input())
    expect(post).toMatchObject({ status: 'draft', authorName: 'Pat Writer', date: '2026-05-01' })
    expect(post.html).toContain('<strong>gate latch</strong>')
    expect(await listPublishedPosts(t.db)).toEqual([])
    expect(await findPublishedPost(t.db, 'pool-season-checklist')).toBeNull()

    await setPostStatus(t.db, post.id, 'published')
    expect((await listPublishedPosts(t.db)).map((p) => p.slug)).toEqual(['pool-season-checklist'])
    expect(await findPublishedPost(t.db, 'pool-season-checklist')).toMatchObject({
      title: 'Pool season checklist',
    })

    await setPostStatus(t.db, post.id, 'draft')
    expect(await listPublishedPosts(t.db)).toEqual([])
    expect(await listAllPosts(t.db)).toHaveLength(1)
  })

  test('published articles come newest first by publication date', async () => {
    const author = await createStaff(t.db)
    for (const [slug, date] of [
      ['older-post', '2025-03-01'],
      ['newest-post', '2026-09-01'],
      ['middle-post', '2025-11-15'],
    ] as const) {
      const post = await createPost(t.db, author.id, input({ slug, date }))
      await setPostStatus(t.db, post.id, 'published')
    }
    expect((await listPublishedPosts(t.db)).map((p) => p.slug)).toEqual([
      'newest-post',
      'middle-post',
      'older-post',
    ])
  })

  test('a slug stays unique on create and on edit, with a 409 naming the field', async () => {
    const author = await createStaff(t.db)
    const first = await createPost(t.db, author.id, input())
    await expect(createPost(t.db, author.id, input())).rejects.toMatchObject({
      status: 409,
      message: SLUG_TAKEN_MESSAGE,
      extra: { fieldErrors: { slug: [SLUG_TAKEN_MESSAGE] } },
    })
    const second = await createPost(t.db, author.id, input({ slug: 'another-post' }))
    await expect(updatePost(t.db, second.id, input())).rejects.toMatchObject({ status: 409 })
    // Saving an article under its own slug is not a conflict.
    const edited = await updatePost(t.db, first.id, input({ title: 'Pool season checklist, 2026' }))
    expect(edited.title).toBe('Pool season checklist, 2026')
  })

  test('an edit to a published article is in the public list on the next read, though the list is kept in memory', async () => {
    const author = await createStaff(t.db)
    const post = await createPost(t.db, author.id, input())
    await setPostStatus(t.db, post.id, 'published')
    expect((await listPublishedPosts(t.db)).map((p) => p.title)).toEqual(['Pool season checklist'])
    await updatePost(
      t.db,
      post.id,
      input({ title: 'Pool season checklist, 2026', content: 'New **rules**.' }),
    )
    const [edited] = await listPublishedPosts(t.db)
    expect(edited).toMatchObject({ title: 'Pool season checklist, 2026', content: 'New **rules**.' })
    expect(edited!.html).toContain('<strong>rules</strong>')
    expect(JSON.parse(await publishedPostsBody(t.db))).toEqual({ posts: [edited] })
  })

  test('an unknown id is a 404', async () => {
    await expect(getPost(t.db, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404 })
    await expect(getPost(t.db, 'not-a-uuid')).rejects.toMatchObject({ status: 404 })
  })

  test('the seed publishes every article once, and never again once the blog has articles', async () => {
    const results = await Promise.all([ensureBlogSeeded(t.db), ensureBlogSeeded(t.db)])
    expect(results.map((r) => r.seeded).sort()).toEqual([0, seedArticles.length])
    const posts = await listPublishedPosts(t.db)
    expect(posts).toHaveLength(seedArticles.length)
    expect(seedArticles.length).toBeGreaterThanOrEqual(8)
    expect(await ensureBlogSeeded(t.db)).toEqual({ seeded: 0 })
  })
})

describe('the seed articles', () => {
  test.each(seedArticles.map((a) => [a.slug, a] as const))('%s is a real article', (_slug, article) => {
    const words = article.content.split(/\s+/).length
    expect(words).toBeGreaterThanOrEqual(500)
    expect(words).toBeLessThanOrEqual(900)
    expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(article.date >= '2025-01-01' && article.date <= '2026-12-31').toBe(true)
  })
})
