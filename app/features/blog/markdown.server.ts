import { Marked, type Tokens } from 'marked'
import sanitizeHtml from 'sanitize-html'

/**
 * Article Markdown to HTML that is safe to put in a page. Two layers, so a mistake in one is caught by
 * the other: the Markdown renderer escapes every raw HTML block and inline tag instead of passing it
 * through, and the result then goes through an allow-list sanitiser (tags, attributes and URL schemes
 * below; nothing else survives: no script, style, iframe, event handler or javascript: URL).
 */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const marked = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(token.text)
    },
  },
})

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], ol: ['start'], th: ['align'], td: ['align'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An article's own h1 would compete with the page title; it becomes an h2.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const href = attribs.href ?? ''
      const external = /^https?:\/\//i.test(href)
      const attrs: Record<string, string> = { ...attribs }
      if (external) {
        attrs.target = '_blank'
        attrs.rel = 'noopener noreferrer'
      } else {
        delete attrs.target
        delete attrs.rel
      }
      return { tagName, attribs: attrs }
    },
  },
}

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false })
  return sanitizeHtml(html, SANITIZE)
}

/** How many rendered articles are remembered: more than the blog publishes, few enough to stay small. */
const RENDERED_KEPT = 200
const rendered = new Map<string, string>()

/**
 * renderMarkdown for published articles, remembered by their Markdown (issue 16): the same Markdown always
 * renders the same HTML, so an article is rendered once after each edit instead of on every request.
 */
export function renderArticle(markdown: string): string {
  const known = rendered.get(markdown)
  if (known !== undefined) return known
  const html = renderMarkdown(markdown)
  if (rendered.size >= RENDERED_KEPT) rendered.delete(rendered.keys().next().value!)
  rendered.set(markdown, html)
  return html
}
