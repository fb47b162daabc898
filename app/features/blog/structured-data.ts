import { company } from '~/content/company'

/** schema.org Article for one blog post; the author and publisher are the company (DESIGN.md "Blog"). */
export function articleLd(
  origin: string,
  post: { slug: string; title: string; date: string; excerpt: string; updatedAt: string },
): Record<string, unknown> {
  const url = `${origin}/blog/${post.slug}`
  const organization = {
    '@id': `${origin}/#organization`,
    '@type': 'Organization',
    name: company.fullName,
    url: `${origin}/`,
  }
  return {
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    // An edit made before the stated publication date (a back-dated article) must not precede it.
    dateModified: post.updatedAt.slice(0, 10) > post.date ? post.updatedAt : post.date,
    url,
    mainEntityOfPage: url,
    image: `${origin}/og-image.png`,
    inLanguage: 'en-US',
    author: organization,
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: `${origin}/apple-touch-icon.png` } },
  }
}
