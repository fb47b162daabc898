import { and, desc, eq, ne, sql } from 'drizzle-orm'
import { isUniqueViolation } from '~/db/errors'
import type { Database } from '~/db/client.server'
import { cachedRead, forgetRead } from '~/db/read-cache.server'
import { blogPosts, staffUsers } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { isUuid } from '~/lib/ids'
import { renderArticle } from './markdown.server'
import { SLUG_PATTERN, type BlogPostInput, type PublicBlogPost, type StaffBlogPost } from './schemas'

type PostRow = typeof blogPosts.$inferSelect

export const SLUG_TAKEN_MESSAGE = 'Another article already uses this slug. Choose a different one.'
export const POST_NOT_FOUND_MESSAGE = 'There is no such article.'

const newestFirst = [desc(blogPosts.publishedOn), desc(blogPosts.createdAt)] as const

function toPublic(row: PostRow): PublicBlogPost {
  return {
    slug: row.slug,
    title: row.title,
    date: row.publishedOn,
    excerpt: row.excerpt,
    content: row.content,
    html: renderArticle(row.content),
  }
}

function toStaff(row: PostRow, authorName: string | null): StaffBlogPost {
  return {
    ...toPublic(row),
    id: row.id,
    status: row.status,
    authorName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Every visitor reads the same list; an edit here shows at once, another instance's within this time. */
const PUBLISHED_TTL_MS = 10_000
const PUBLISHED_KEY = 'blog:published'

type Published = { posts: PublicBlogPost[]; body: string }

function readPublished(db: Database): Promise<Published> {
  return cachedRead(db, PUBLISHED_KEY, PUBLISHED_TTL_MS, async () => {
    const rows = await db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.status, 'published'))
      .orderBy(...newestFirst)
    const posts = rows.map(toPublic)
    return { posts, body: JSON.stringify({ posts }) }
  })
}

/** Published articles, newest first, with their bodies rendered. */
export async function listPublishedPosts(db: Database): Promise<PublicBlogPost[]> {
  return (await readPublished(db)).posts
}

/** After a write that went around this file (the seed at start). */
export function forgetPublishedPosts(db: Database) {
  forgetRead(db, PUBLISHED_KEY)
}

/** GET /api/blog-posts as sent: `{ posts }` serialised once per change, not once per request. */
export async function publishedPostsBody(db: Database): Promise<string> {
  return (await readPublished(db)).body
}

/** The published articles without their bodies, newest first (the /blog list and the feed: nothing to render). */
export async function listPublishedSummaries(
  db: Database,
): Promise<Array<Pick<PublicBlogPost, 'slug' | 'title' | 'date' | 'excerpt'>>> {
  return db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      date: blogPosts.publishedOn,
      excerpt: blogPosts.excerpt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.status, 'published'))
    .orderBy(...newestFirst)
}

/** Slugs and last changes of the published articles, for the sitemap (no rendering needed). */
export async function listPublishedSlugs(db: Database): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.status, 'published'))
    .orderBy(...newestFirst)
}

/** One published article with its times; a draft or unknown slug is null (the page answers 404). */
export async function findPublishedPost(
  db: Database,
  slug: string,
): Promise<(PublicBlogPost & { updatedAt: string }) | null> {
  // The table's check allows only this shape; anything else (a U+0000 would fail in SQL) is not found.
  if (!SLUG_PATTERN.test(slug)) return null
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.status, 'published')))
  return row ? { ...toPublic(row), updatedAt: row.updatedAt.toISOString() } : null
}

const withAuthor = (db: Database) =>
  db
    .select({ post: blogPosts, authorName: staffUsers.name })
    .from(blogPosts)
    .leftJoin(staffUsers, eq(staffUsers.id, blogPosts.authorId))

/** Every article, drafts too, newest first, for the back office. */
export async function listAllPosts(db: Database): Promise<StaffBlogPost[]> {
  const rows = await withAuthor(db).orderBy(...newestFirst)
  return rows.map((r) => toStaff(r.post, r.authorName))
}

export async function getPost(db: Database, id: string): Promise<StaffBlogPost> {
  if (!isUuid(id)) throw new AppError('post_not_found', 404, POST_NOT_FOUND_MESSAGE)
  const [row] = await withAuthor(db).where(eq(blogPosts.id, id))
  if (!row) throw new AppError('post_not_found', 404, POST_NOT_FOUND_MESSAGE)
  return toStaff(row.post, row.authorName)
}

async function assertSlugFree(db: Database, slug: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)) : eq(blogPosts.slug, slug))
  if (taken) throw slugTaken()
}

const slugTaken = () =>
  new AppError('slug_taken', 409, SLUG_TAKEN_MESSAGE, { fieldErrors: { slug: [SLUG_TAKEN_MESSAGE] } })

// Two writers racing past assertSlugFree still meet the unique index; its violation is the same 409.
async function uniqueSlug<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken()
    throw error
  }
}

/** A new article, always a draft: publishing is a separate, deliberate step. */
export async function createPost(
  db: Database,
  authorId: string,
  input: BlogPostInput,
): Promise<StaffBlogPost> {
  await assertSlugFree(db, input.slug)
  const [row] = await uniqueSlug(() =>
    db
      .insert(blogPosts)
      .values({
        slug: input.slug,
        title: input.title,
        publishedOn: input.date,
        excerpt: input.excerpt,
        content: input.content,
        status: 'draft',
        authorId,
      })
      .returning({ id: blogPosts.id }),
  )
  forgetPublishedPosts(db)
  return getPost(db, row!.id)
}

export async function updatePost(db: Database, id: string, input: BlogPostInput): Promise<StaffBlogPost> {
  await getPost(db, id)
  await assertSlugFree(db, input.slug, id)
  await uniqueSlug(() =>
    db
      .update(blogPosts)
      .set({
        slug: input.slug,
        title: input.title,
        publishedOn: input.date,
        excerpt: input.excerpt,
        content: input.content,
        updatedAt: sql`now()`,
      })
      .where(eq(blogPosts.id, id)),
  )
  forgetPublishedPosts(db)
  return getPost(db, id)
}

export async function setPostStatus(
  db: Database,
  id: string,
  status: 'draft' | 'published',
): Promise<StaffBlogPost> {
  await getPost(db, id)
  await db
    .update(blogPosts)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(blogPosts.id, id))
  forgetPublishedPosts(db)
  return getPost(db, id)
}
