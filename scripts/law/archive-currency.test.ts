import { describe, expect, test } from 'vitest'
import { archiveCurrency, effectiveDateIn, historyEffectiveDate } from './archive-currency'

describe('the effective date an archived source printed', () => {
  test.each([
    ['Effective 5/7/2025', '2025-05-07'],
    ['Effective 5/7/2025 (as enacted)', '2025-05-07'],
    [
      '2025 wording (lexace.ai shows no date; (3) is the text 2025 H.B. 217 added, effective 5/7/2025)',
      '2025-05-07',
    ],
    ['Amended 2026, ch. 62, eff. May 6, 2026 (as stated on source)', '2026-05-06'],
    ['FindLaw: current as of January 01, 2025; self-law.org: Effective 5/12/2015', '2015-05-12'],
    // The date a text stopped being law is not when it took effect.
    ['STALE: version "[Effective Until 7/1/2024]" (casetext, current through 5/2/2024)', null],
    ['current wording as shown by counselourhoa.com (kept current); effective date not shown', null],
  ])('"%s" -> %s', (words, date) => {
    expect(effectiveDateIn(words)).toBe(date)
  })

  test('a history line gives its latest dated change, unless a later amendment is undated', () => {
    expect(historyEffectiveDate('Enacted 2011, ch. 355. Amended 2013, ch. 152, eff. May 14, 2013')).toBe(
      '2013-05-14',
    )
    expect(historyEffectiveDate('Enacted 2013 ch. 152, eff. July 1, 2014')).toBe('2014-07-01')
    expect(
      historyEffectiveDate(
        'Enacted by Chapter 152, 2013 General Session, eff. 7/1/2014; amended by Chapters 34, 325 and 387, 2015 General Session',
      ),
    ).toBeNull()
    expect(historyEffectiveDate('Enacted by Chapter 300, 2000 General Session')).toBeNull()
  })
})

describe('whether an archived copy may be out of date', () => {
  test('a listed section is stale, with its year and reason', () => {
    expect(
      archiveCurrency({ section: '57-8-44', version: 'Effective 5/13/2014 (as shown on source). NOTE: …' }),
    ).toEqual({
      effective: '2014-05-13',
      stale: true,
      copyYear: 2014,
      staleNote: 'A version effective 7/1/2024 exists; its text is not held, so details may differ.',
    })
  })

  test('an unlisted section is current as far as its source says', () => {
    expect(archiveCurrency({ section: '57-8a-109', version: 'Effective 5/7/2025' })).toEqual({
      effective: '2025-05-07',
      stale: false,
      copyYear: null,
      staleNote: null,
    })
  })

  test('a version that calls itself stale must be listed, with a reason for readers', () => {
    expect(() =>
      archiveCurrency(
        { section: '57-8a-999', version: 'OLDER SNAPSHOT (undated); later amendments not checked' },
        {},
      ),
    ).toThrow(/57-8a-999: .*list it in STALE_COPIES/)
  })
})
