import { sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { blogPosts } from '~/db/schema'
import { forgetPublishedPosts } from './posts.server'
import { annualMeetings } from './articles/annual-meetings'
import { architecturalReview } from './articles/architectural-review'
import { boardMeetings } from './articles/board-meetings'
import { budgets } from './articles/budgets'
import { collections } from './articles/collections'
import { insurance } from './articles/insurance'
import { rentalRules } from './articles/rental-rules'
import { reserveStudies } from './articles/reserve-studies'
import type { SeedArticle } from './articles/seed-article'
import { switchingManagement } from './articles/switching-management'

/** The articles written for this site, published at first start (DESIGN.md "Blog"). */
export const seedArticles: readonly SeedArticle[] = [
  reserveStudies,
  switchingManagement,
  rentalRules,
  boardMeetings,
  collections,
  architecturalReview,
  budgets,
  insurance,
  annualMeetings,
]

// Differs from the migration (727184001), first-admin (727184002) and law corpus (727184003) locks.
const BLOG_SEED_LOCK_ID = 727_184_004

/**
 * Publishes the seed articles when the blog is empty; does nothing once any article exists, so staff
 * edits and deletions are never undone by a restart. Instances starting together take turns under an
 * advisory lock, so the articles are inserted exactly once.
 */
export async function ensureBlogSeeded(db: Database): Promise<{ seeded: number }> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BLOG_SEED_LOCK_ID})`)
    const [any] = await tx.select({ id: blogPosts.id }).from(blogPosts).limit(1)
    if (any) return { seeded: 0 }
    await tx.insert(blogPosts).values(
      seedArticles.map((article) => ({
        slug: article.slug,
        title: article.title,
        publishedOn: article.date,
        excerpt: article.excerpt,
        content: article.content,
        status: 'published' as const,
        // The publication date is also when the article was written, for dateModified.
        createdAt: new Date(`${article.date}T15:00:00Z`),
        updatedAt: new Date(`${article.date}T15:00:00Z`),
      })),
    )
    return { seeded: seedArticles.length }
  })
  if (result.seeded) forgetPublishedPosts(db)
  return result
}
