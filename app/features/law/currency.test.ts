import { describe, expect, test } from 'vitest'
import { currencyNote, isDisputeQuestion, titleOnlyIn } from './answer-notes'
import { completeness, currencyLabel, lawSource, usDate } from './currency'

describe('how current and whole a section is, in words', () => {
  test.each([
    [{ effective: '2025-05-07', stale: false, copyYear: null }, 'Text as in effect 5/7/2025'],
    [{ effective: null, stale: false, copyYear: null }, 'Date of this text not confirmed'],
    [{ effective: '2014-07-01', stale: true, copyYear: 2018 }, 'Older copy (2018): may be out of date'],
    [
      { effective: '2025-05-07', stale: true, copyYear: null },
      'Text as in effect 5/7/2025: may be out of date',
    ],
    [{ effective: null, stale: true, copyYear: null }, 'Older copy: may be out of date'],
  ])('%o reads "%s"', (currency, label) => {
    expect(currencyLabel(currency)).toBe(label)
  })

  test('completeness is said only for a section we do not hold whole', () => {
    const label = (status: 'complete' | 'partial' | 'none') => {
      const c = completeness(status)
      return c && `${c.held}: ${c.read}`
    }
    expect(label('complete')).toBeNull()
    expect(label('partial')).toBe('Only the first part of this section is held: read the whole section')
    expect(label('none')).toBe('Only the title of this section is held: read the section')
  })

  test('dates print as Utah’s pages print them', () => {
    expect(usDate('2026-05-06')).toBe('5/6/2026')
    expect(usDate('2014-12-31')).toBe('12/31/2014')
  })

  test('a source is the API’s object, a title-only section counting as incomplete', () => {
    const row = {
      section: '57-8a-217',
      title: 'Design criteria',
      url: 'https://le.utah.gov/xcode/Title57/Chapter8A/57-8a-S217.html',
      textStatus: 'none' as const,
      effective: null,
      stale: false,
      body: 'not part of a source',
    }
    expect(lawSource(row)).toEqual({
      section: '57-8a-217',
      title: 'Design criteria',
      url: 'https://le.utah.gov/xcode/Title57/Chapter8A/57-8a-S217.html',
      effective: null,
      complete: false,
      stale: false,
    })
  })
})

describe('the note that opens an answer', () => {
  const whole = { textStatus: 'complete' as const, effective: '2025-05-07', stale: false, copyYear: null }

  test('no note when every key section is whole and not known to be out of date', () => {
    expect(currencyNote([{ section: '57-8a-109', ...whole }])).toBeNull()
    expect(currencyNote([])).toBeNull()
  })

  test('names each doubtful section once, and why', () => {
    const note = currencyNote([
      { section: '57-8a-209', ...whole, textStatus: 'partial', effective: null },
      { section: '57-8-44', ...whole, textStatus: 'partial', stale: true, copyYear: 2014 },
      { section: '57-8a-217', ...whole, textStatus: 'none', effective: null },
      { section: '13-79-103', ...whole, textStatus: 'partial', stale: true },
      { section: '57-8a-209', ...whole, textStatus: 'partial', effective: null },
    ])
    expect(note).toBe(
      'Please note: our copies of Utah Code 57-8a-209, Utah Code 57-8-44 and Utah Code 13-79-103 hold ' +
        'only the first part of each section; our library holds only the title of Utah Code 57-8a-217; ' +
        'our copy of Utah Code 57-8-44 is an older copy (2014) and may be out of date; and our copy of ' +
        'Utah Code 13-79-103 is the text as in effect 5/7/2025 and may be out of date. Read each section ' +
        'in full at le.utah.gov (linked under Sources) before relying on this answer.',
    )
  })
})

describe('which questions are about a dispute', () => {
  test.each([
    'My HOA board refuses to let me see the financial records, what can I do?',
    'I want to dispute a fine from my condo association',
    'Can I sue my HOA for not fixing the roof?',
    'The board won’t answer my emails about the parking rules',
    'Who can I complain to about my homeowners association?',
    'What is an advisory opinion from the ombudsman?',
  ])('"%s" is', (question) => {
    expect(isDisputeQuestion(question)).toBe(true)
  })

  test.each([
    'How much notice does our board have to give before a board meeting?',
    'Can our HOA ban rentals in Utah?',
    'How much can a condo association fine a unit owner for a violation?',
  ])('"%s" is not', (question) => {
    expect(isDisputeQuestion(question)).toBe(false)
  })
})

describe('the sections a note says are held by title only', () => {
  test('are read back from the note, and from nothing else', () => {
    const note = currencyNote([
      { section: '57-8-10.1', textStatus: 'partial', effective: null, stale: false, copyYear: null },
      { section: '57-8a-217', textStatus: 'none', effective: null, stale: false, copyYear: null },
      { section: '57-8-8.1', textStatus: 'none', effective: null, stale: false, copyYear: null },
    ])!
    expect([...titleOnlyIn(`${note}\n\nThe summary.`)]).toEqual(['57-8a-217', '57-8-8.1'])
    expect(titleOnlyIn('A summary citing Utah Code 57-8a-217, whose title only we hold.').size).toBe(0)
  })
})
