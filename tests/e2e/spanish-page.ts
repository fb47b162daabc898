import { catalogueOf } from '~/i18n/catalogues.server'
import type { Area } from '~/i18n/areas'
import type { Message } from '~/i18n/format'
import { expect, type Page } from './fixtures'
import { expectAccessibleAtBothSizes } from './sizes'

const AREAS: readonly Area[] = ['shell']

const forms = (message: Message): string[] =>
  typeof message === 'string' ? [message] : [message.one, message.other]

/**
 * The English sentences a Spanish page must not show: every catalogue message whose Spanish differs, cut at its
 * placeholders and tags into the literal pieces a page would show. A piece of three words or more is looked for
 * anywhere in the page's text; a shorter one only as a whole text or label (so "Blog" in a sentence is no hit).
 */
function englishPieces(areas: readonly Area[]) {
  const long = new Set<string>()
  const whole = new Set<string>()
  for (const area of areas) {
    const english = catalogueOf('en', area)
    const spanish = catalogueOf('es', area)
    for (const key of Object.keys(english)) {
      const es = new Set(forms(spanish[key]!))
      for (const text of forms(english[key]!)) {
        if (es.has(text)) continue
        for (const piece of text.split(/\{\w+!?\}|<\/?\w+>/)) {
          const trimmed = piece
            .trim()
            .replace(/^[.,:;·()]+|[.,:;·()]+$/g, '')
            .trim()
          if (trimmed.split(/\s+/).length >= 3) long.add(trimmed)
          else if (/[A-Za-z]{2}/.test(trimmed)) whole.add(trimmed)
        }
      }
    }
  }
  return { long: [...long], whole: [...whole] }
}

/**
 * What a Spanish page shows a reader, outside anything marked as another language (`lang="en…"`, an English
 * fallback the page says is English) or as a name (`translate="no"`): its texts, and the labels a screen reader
 * reads (aria-label, title, alt, placeholder, the value of a button).
 */
async function spanishTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skip = (element: Element | null) =>
      element?.closest('[lang^="en"], [translate="no"], script, style, noscript, template') !== null
    const out: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim()
      if (text && !skip(node.parentElement)) out.push(text)
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [title], [alt], [placeholder], input[type="submit"], input[type="button"]',
    )) {
      if (skip(element)) continue
      for (const name of ['aria-label', 'title', 'alt', 'placeholder'])
        if (element.hasAttribute(name)) out.push(element.getAttribute(name)!.trim())
      if (element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'button'))
        out.push(element.value.trim())
    }
    out.push(document.title)
    return out.filter(Boolean)
  })
}

/** The English the page still shows: catalogue sentences, word for word. */
export async function englishLeftOn(page: Page, areas: readonly Area[] = AREAS): Promise<string[]> {
  const pieces = englishPieces(['shell', ...areas.filter((area) => area !== 'shell')])
  const texts = await spanishTexts(page)
  const joined = texts.join('\n')
  const found = pieces.long.filter((piece) => joined.includes(piece))
  const wholeTexts = new Set(texts)
  found.push(...pieces.whole.filter((piece) => wholeTexts.has(piece)))
  return found
}

/**
 * A Spanish page as the site promises it: `lang="es"`, hreflang alternates to both languages and the default,
 * no English sentence of the catalogues left, zero axe violations at a phone's and a desktop's width.
 */
export async function expectSpanishPage(page: Page, areas: readonly Area[] = AREAS) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const path = new URL(page.url()).pathname
  const english = path.replace(/^\/es(?=\/|$)/, '') || '/'
  for (const [hreflang, expected] of [
    ['es', path],
    ['en-US', english],
    ['x-default', english],
  ] as const) {
    const href = await page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`).getAttribute('href')
    expect(new URL(href!).pathname, `hreflang ${hreflang}`).toBe(expected)
  }
  expect(await englishLeftOn(page, areas), 'English left on a Spanish page').toEqual([])
  await expectAccessibleAtBothSizes(page)
}
