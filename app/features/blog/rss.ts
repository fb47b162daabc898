import type { PublicBlogPost } from './schemas'

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  )

// RSS 2.0 wants RFC 822 dates; a publication date is a calendar day, given as noon UTC.
const rfc822 = (date: string) => new Date(`${date}T12:00:00Z`).toUTCString()

/** The blog's RSS 2.0 feed: published articles only (the caller's list), every link absolute. */
export function renderRss(
  origin: string,
  channel: { title: string; description: string },
  posts: ReadonlyArray<Pick<PublicBlogPost, 'slug' | 'title' | 'date' | 'excerpt'>>,
): string {
  const items = posts.map((post) => {
    const link = `${origin}/blog/${post.slug}`
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      '    </item>',
    ].join('\n')
  })
  const latest = posts[0]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(`${origin}/blog`)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>en-us</language>',
    `    <atom:link href="${escapeXml(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(latest ? [`    <lastBuildDate>${rfc822(latest.date)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
