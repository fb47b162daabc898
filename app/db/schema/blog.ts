import { sql } from 'drizzle-orm'
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { staffUsers } from './staff'

export const blogPostStatuses = ['draft', 'published'] as const
export type BlogPostStatus = (typeof blogPostStatuses)[number]

/**
 * A blog article (DESIGN.md "Blog"). `content` is Markdown; it is rendered and sanitised on the way out,
 * never stored as HTML. `author_id` is null for the articles seeded at first start.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** The publication date readers see (a calendar date, not a moment). */
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    status: text('status', { enum: blogPostStatuses }).notNull().default('draft'),
    authorId: uuid('author_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('blog_posts_slug_idx').on(table.slug),
    index('blog_posts_status_date_idx').on(table.status, table.publishedOn),
    check('blog_posts_status_check', sql`${table.status} in ('draft', 'published')`),
    check('blog_posts_slug_check', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
)
