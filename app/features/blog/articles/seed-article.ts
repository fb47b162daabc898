/** One article seeded at first start: written for this site, dated, and published. */
export type SeedArticle = {
  slug: string
  title: string
  /** Publication date, YYYY-MM-DD. */
  date: string
  excerpt: string
  /** Markdown. */
  content: string
}
