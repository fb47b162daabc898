// Parses a chapter of the Utah Code as le.utah.gov publishes it (`C57-8a_<stamp>.xml`: the whole
// chapter with `<section number=…>`, `<catchline>`, nested `<subsection number=…>` and `<histories>`)
// into corpus records of the shape corpus/utah-law uses. Pure: the importer does the fetching.

export type XmlNode = { name: string; attrs: Record<string, string>; children: Array<XmlNode | string> }

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole
    }
    return ENTITIES[code.toLowerCase()] ?? whole
  })
}

/** A small, strict-enough XML reader: elements, attributes, text, CDATA; comments and declarations skipped. */
export function parseXml(xml: string): XmlNode {
  const root: XmlNode = { name: '#document', attrs: {}, children: [] }
  const stack = [root]
  const token =
    /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<![^>]*>|<\?[\s\S]*?\?>|<\/\s*([\w:.-]+)\s*>|<([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g
  let match: RegExpExecArray | null
  while ((match = token.exec(xml))) {
    const [, cdata, close, open, attrText, selfClose, text] = match
    const top = stack[stack.length - 1]!
    if (cdata !== undefined) top.children.push(cdata)
    else if (text !== undefined) top.children.push(decodeEntities(text))
    else if (close) {
      if (top.name !== close) throw new Error(`XML: </${close}> closes <${top.name}>`)
      stack.pop()
    } else if (open) {
      const attrs: Record<string, string> = {}
      for (const [, key, dq, sq] of (attrText ?? '').matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
        attrs[key!] = decodeEntities(dq ?? sq ?? '')
      const node: XmlNode = { name: open, attrs, children: [] }
      top.children.push(node)
      if (!selfClose) stack.push(node)
    } else if (match[0].startsWith('<') && !/^<(!|\?)/.test(match[0])) {
      throw new Error(`XML: cannot read ${match[0].slice(0, 40)}`)
    }
  }
  if (stack.length !== 1) throw new Error(`XML: <${stack[stack.length - 1]!.name}> is never closed`)
  return root
}

const elements = (node: XmlNode) => node.children.filter((c): c is XmlNode => typeof c !== 'string')

function findAll(node: XmlNode, name: string, out: XmlNode[] = []): XmlNode[] {
  for (const child of elements(node)) {
    if (child.name === name) out.push(child)
    else findAll(child, name, out)
  }
  return out
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

/** Text of a node, with `<tab/>` as a space and nested markup (cross-references) as its words. */
function plainText(node: XmlNode, skip: ReadonlySet<string> = new Set()): string {
  return node.children
    .map((c) =>
      typeof c === 'string' ? c : c.name === 'tab' ? ' ' : skip.has(c.name) ? ' ' : plainText(c, skip),
    )
    .join('')
}

/** `57-8a-102(1)(a)` -> `(a)`: the marker a reader sees at the start of the subsection. */
const marker = (number: string | undefined) => /(\([^()]+\))$/.exec(number ?? '')?.[1] ?? ''

const SECTION_PARTS = new Set(['catchline', 'histories', 'history', 'effdate', 'subsection'])

/** One line per subsection, in document order, as in the corpus ("(2) (a) ..." keeps its markers). */
function sectionLines(node: XmlNode, lines: string[] = []): string[] {
  let own = ''
  const flush = () => {
    const line = squash(own)
    if (line) lines.push(line)
    own = ''
  }
  for (const child of node.children) {
    if (typeof child === 'string') own += child
    else if (child.name === 'subsection') {
      flush()
      const sub: string[] = []
      sectionLines(child, sub)
      const label = marker(child.attrs.number)
      if (sub.length) sub[0] = label && !sub[0]!.startsWith(label) ? `${label} ${sub[0]}` : sub[0]!
      else if (label) sub.push(label)
      lines.push(...sub)
    } else if (child.name === 'tab') own += ' '
    else if (!SECTION_PARTS.has(child.name)) own += plainText(child, SECTION_PARTS)
  }
  flush()
  return lines
}

export type ParsedSection = {
  section: string
  title: string
  text: string
  version?: string
  history?: string
  repealed: boolean
}

/** Every section of a chapter document, in order. */
export function parseChapterXml(xml: string): { chapterName: string; sections: ParsedSection[] } {
  const doc = parseXml(xml)
  const chapter = findAll(doc, 'chapter')[0]
  if (!chapter) throw new Error('XML: no <chapter> element; is this a Utah Code chapter file?')
  const chapterName = squash(
    plainText(elements(chapter).find((c) => c.name === 'catchline') ?? chapter),
  ).replace(/\.$/, '')
  const sections = findAll(chapter, 'section').map((section) => {
    const number = section.attrs.number
    if (!number) throw new Error('XML: a <section> has no number')
    const catchline = elements(section).find((c) => c.name === 'catchline')
    const title = squash(catchline ? plainText(catchline) : '').replace(/\.$/, '')
    const histories = findAll(section, 'history').map((h) => squash(plainText(h, new Set(['modyear']))))
    const effdate = elements(section).find((c) => c.name === 'effdate')
    const text = sectionLines(section).join('\n')
    return {
      section: number,
      title,
      text,
      ...(effdate ? { version: `Effective ${squash(plainText(effdate))}` } : {}),
      ...(histories.length ? { history: histories.join('; ') } : {}),
      repealed: /^repealed\b/i.test(title) || /^\(?repealed\b/i.test(text),
    }
  })
  return { chapterName, sections }
}

/** A chapter's folder at le.utah.gov: `57-8a` -> `https://le.utah.gov/xcode/Title57/Chapter8A`. */
export function chapterFolderUrl(code: string): string {
  const [title, chapter] = /^(\d+)-(\d+[a-z]?)$/i.exec(code)!.slice(1)
  return `https://le.utah.gov/xcode/Title${title}/Chapter${chapter!.toUpperCase()}`
}

/** A chapter's official page, listing its sections and naming its current XML: `.../Chapter8A/57-8a.html`. */
export const chapterUrl = (code: string) => `${chapterFolderUrl(code)}/${code.toLowerCase()}.html`

/** The official section page for a section number (corpus README, "Official URL pattern"). */
export function sectionUrl(section: string): string {
  const [code, number] = /^(\d+-\d+[a-z]?)-(.+)$/i.exec(section)!.slice(1)
  return `${chapterFolderUrl(code!)}/${code!.toLowerCase()}-S${number}.html`
}

/** The version stamp the chapter landing page links to: `C57-8a_<stamp>.html` -> `<stamp>`. */
export function chapterVersionStamp(landingHtml: string, chapter: string): string | null {
  const escaped = chapter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`C${escaped}_(\\d+)\\.(?:html|xml)`, 'i').exec(landingHtml)?.[1] ?? null
}
