import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { chapterUrl, chapterVersionStamp, parseChapterXml, parseXml, sectionUrl } from './utah-code-xml'

const fixture = readFileSync(
  path.resolve(import.meta.dirname, '../../../tests/fixtures/utah-law/C57-8a_fixture.xml'),
  'utf8',
)

describe('the Utah Code chapter XML parser', () => {
  const { chapterName, sections } = parseChapterXml(fixture)

  test('reads the chapter name and every section in order, through parts', () => {
    expect(chapterName).toBe('Community Association Act')
    expect(sections.map((s) => s.section)).toEqual(['57-8a-101', '57-8a-208', '57-8a-212.5'])
  })

  test('a plain section: catchline without its period, text with entities decoded, history', () => {
    expect(sections[0]).toEqual({
      section: '57-8a-101',
      title: 'Title',
      text: 'This chapter is known as the "Community Association Act."',
      history: 'Enacted by Chapter 153, 2004 General Session',
      repealed: false,
    })
  })

  test('nested subsections become one line each with their markers; cross-references keep their words', () => {
    expect(sections[1]!.text.split('\n')).toEqual([
      "(1) A board may assess a fine against a lot owner for a violation of the association's governing documents.",
      // A subsection that opens with a nested one shares its line, as in the corpus: "(2) (a) ...".
      '(2) (a) Before assessing a fine, the board shall give the lot owner a written warning that:',
      '(i) describes the violation; and',
      '(ii) states the rule that the conduct violates, as described in Section 57-8a-218.',
      '(b) A fine may not exceed $500 & costs.',
    ])
    expect(sections[1]).toMatchObject({
      title: 'Fines',
      version: 'Effective 5/3/2023',
      history: 'Amended by Chapter 218, 2011 General Session; Amended by Chapter 93, 2023 General Session',
    })
  })

  test('marks repealed sections so the importer can leave them out', () => {
    expect(sections[2]).toMatchObject({ section: '57-8a-212.5', repealed: true })
  })

  test('malformed XML is an error, not a silent partial corpus', () => {
    expect(() => parseXml('<chapter><section></chapter>')).toThrow(/closes <section>/)
    expect(() => parseXml('<chapter>')).toThrow(/never closed/)
    expect(() => parseChapterXml('<html><body>Not found</body></html>')).toThrow(/no <chapter>/)
  })

  test('official section URLs and the landing page’s version stamp', () => {
    expect(sectionUrl('57-8a-209')).toBe('https://le.utah.gov/xcode/Title57/Chapter8A/57-8a-S209.html')
    expect(sectionUrl('57-8-10.1')).toBe('https://le.utah.gov/xcode/Title57/Chapter8/57-8-S10.1.html')
    expect(sectionUrl('16-6a-712')).toBe('https://le.utah.gov/xcode/Title16/Chapter6A/16-6a-S712.html')
    expect(sectionUrl('13-79-104')).toBe('https://le.utah.gov/xcode/Title13/Chapter79/13-79-S104.html')
    expect(chapterUrl('57-8a')).toBe('https://le.utah.gov/xcode/Title57/Chapter8A/57-8a.html')
    expect(chapterUrl('16-6a')).toBe('https://le.utah.gov/xcode/Title16/Chapter6A/16-6a.html')
    const landing = '<a href="C57-8a_1800010118000101.html">Download</a> <a href="C57-8_1.html">x</a>'
    expect(chapterVersionStamp(landing, '57-8a')).toBe('1800010118000101')
    expect(chapterVersionStamp('<p>nothing</p>', '57-8a')).toBeNull()
  })
})
