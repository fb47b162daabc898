import { z } from '~/lib/zod'

// Lower-case words joined by single hyphens: the URL of the article (/blog/:slug).
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const SLUG_MESSAGE =
  'Use lower-case letters, digits and single hyphens (for example reserve-study-basics).'

export const BlogSlugSchema = z
  .string()
  .trim()
  .min(3, 'The slug needs at least 3 characters.')
  .max(100, 'Keep the slug under 100 characters.')
  .regex(SLUG_PATTERN, SLUG_MESSAGE)

/** What staff write: the same schema checks the editor and the staff endpoints. */
export const BlogPostInputSchema = z.object({
  slug: BlogSlugSchema,
  title: z
    .string()
    .trim()
    .min(5, 'The title needs at least 5 characters.')
    .max(160, 'Keep the title under 160 characters.'),
  date: z.iso.date('Enter the publication date as YYYY-MM-DD.'),
  excerpt: z
    .string()
    .trim()
    .min(20, 'The excerpt needs at least 20 characters.')
    .max(400, 'Keep the excerpt under 400 characters.'),
  content: z
    .string()
    .trim()
    .min(50, 'The article needs at least 50 characters.')
    .max(60_000, 'Keep the article under 60,000 characters.'),
})
export type BlogPostInput = z.infer<typeof BlogPostInputSchema>

export const BlogStatusSchema = z.object({ status: z.enum(['draft', 'published']) })

export const BlogPreviewSchema = z.object({
  content: z.string().max(60_000, 'Keep the article under 60,000 characters.'),
})

/** One article as the public API gives it (spec section 3), plus its sanitised HTML. */
export type PublicBlogPost = {
  slug: string
  title: string
  date: string
  excerpt: string
  content: string
  html: string
}

/** One article as staff see it. */
export type StaffBlogPost = PublicBlogPost & {
  id: string
  status: 'draft' | 'published'
  authorName: string | null
  createdAt: string
  updatedAt: string
}
