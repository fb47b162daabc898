import { describe, expect, test } from 'vitest'
import { renderArticle, renderMarkdown } from './markdown.server'

// Whatever an article says, none of these may come out as markup: only escaped text is acceptable.
const attacks: Array<[string, string]> = [
  ['a script block', '<script>alert("x")</script>'],
  ['an inline script', 'Hello <script src="https://evil.example/x.js"></script> there'],
  ['an image with onerror', '<img src=x onerror="alert(1)">'],
  ['an iframe', '<iframe src="https://evil.example"></iframe>'],
  ['a style block', '<style>body { display: none }</style>'],
  ['an svg with onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
  ['a raw anchor with a javascript URL', '<a href="javascript:alert(1)">click</a>'],
  ['a Markdown javascript link', '[click](javascript:alert(1))'],
  [
    'a mixed-case and encoded javascript link',
    '[click](JaVaScRiPt:alert(1)) [two](&#106;avascript:alert(1))',
  ],
  ['a data URL link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['HTML in a link title', '[site](https://example.com "x\\" onmouseover=\\"alert(1)")'],
  ['HTML in a link title (tags)', '[site](https://example.com "<img src=x onerror=alert(1)>")'],
  ['an image in Markdown', '![x](https://example.com/x.png "y\\" onerror=\\"alert(1)")'],
  ['an event handler on a div', '<div onclick="alert(1)">click</div>'],
  ['a form and input', '<form action="https://evil.example"><input name="p"></form>'],
]

function tagsIn(html: string): string[] {
  // Every start tag, with quoted values kept whole so a '>' inside a title cannot end the match.
  return [...html.matchAll(/<([a-z][a-z0-9]*)\b(?:"[^"]*"|[^>"])*>/gi)].map((m) => m[0])
}

describe('renderMarkdown', () => {
  test.each(attacks)('%s does not survive', (_name, markdown) => {
    const html = renderMarkdown(markdown)
    for (const tag of tagsIn(html)) {
      expect(tag).not.toMatch(/^<(script|iframe|style|img|svg|div|form|input|object|embed)\b/i)
      // Attribute values are blanked for this check: text inside a quoted value (a link title) is inert.
      expect(tag.replace(/="[^"]*"/g, '=""')).not.toMatch(/\son[a-z]+\s*=/i)
      expect(tag).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i)
    }
    expect(html).not.toMatch(/<(script|iframe|style|img|svg)\b/i)
  })

  test('article formatting comes through', () => {
    const html = renderMarkdown(
      [
        '# Title becomes h2',
        '## Section',
        'Some *emphasis*, **strong** and `code`.',
        '- one\n- two',
        '1. first',
        '> A quote',
        '[Utah Code](https://le.utah.gov/xcode/Title57/Chapter8A/57-8a-S211.html) and [our page](/switch)',
      ].join('\n\n'),
    )
    expect(html).toContain('<h2>Title becomes h2</h2>')
    expect(html).toContain('<h2>Section</h2>')
    expect(html).toContain('<em>emphasis</em>')
    expect(html).toContain('<strong>strong</strong>')
    expect(html).toContain('<code>code</code>')
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/)
    expect(html).toMatch(/<ol>\s*<li>first<\/li>/)
    expect(html).toMatch(/<blockquote>\s*<p>A quote<\/p>/)
    expect(html).toContain(
      '<a href="https://le.utah.gov/xcode/Title57/Chapter8A/57-8a-S211.html" target="_blank" rel="noopener noreferrer">Utah Code</a>',
    )
    expect(html).toContain('<a href="/switch">our page</a>')
  })

  test('raw HTML is shown as text, not dropped silently', () => {
    expect(renderMarkdown('Use <b>bold</b> here')).toContain('&lt;b&gt;bold&lt;/b&gt;')
  })

  test('a remembered article renders as it would fresh, and an edit renders its new text', () => {
    const first = '# Reserve studies\n\nEvery **three** years. <script>x()</script>'
    expect(renderArticle(first)).toBe(renderMarkdown(first))
    expect(renderArticle(first)).toBe(renderMarkdown(first))
    const edited = first.replace('three', 'five')
    expect(renderArticle(edited)).toContain('<strong>five</strong>')
    expect(renderArticle(edited)).not.toContain('<script>')
  })
})
