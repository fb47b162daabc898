import { expect, test } from 'vitest'
import { staffActor } from '../../../tests/factories/communities'
import { electionCommunity, openedElection, TEST_ORIGIN } from '../../../tests/factories/elections'
import { pdfPageCount, pdfStreams } from '../../../tests/setup/pdf-text'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { noticesPdf } from './notices-pdf.server'

const t = setupTestDatabase()

const candidates = (...labels: string[]) => labels.map((label) => ({ label }))

/** A real ballot: three races (plurality, cumulative, approval) and two measures. */
const contests = [
  {
    kind: 'candidates',
    title: 'Board of directors',
    seats: 3,
    writeIn: true,
    options: candidates('Ana Ortiz', 'Ben Cho', 'Cara Diaz', 'Dev Patel', 'Eli Moss', 'Fay Lund'),
  },
  {
    kind: 'candidates',
    title: 'Architectural committee',
    seats: 3,
    method: 'cumulative',
    writeIn: true,
    options: candidates('Gus Hale', 'Hana Ito', 'Ivy Cole', 'Jon Park'),
  },
  {
    kind: 'candidates',
    title: 'Social committee',
    seats: 2,
    method: 'approval',
    options: candidates('Kim Ruiz', 'Lee Shaw', 'Max Tran'),
  },
  {
    kind: 'measure',
    title: 'Replace the perimeter fence',
    description: 'Spend up to $48,000 from reserves on a vinyl fence along the east boundary.',
    threshold: { numerator: 1, denominator: 2, base: 'yes_no' },
  },
  {
    kind: 'measure',
    title: 'Amend the CC&Rs: short-term rentals',
    threshold: { numerator: 2, denominator: 3, base: 'all_weight', comparison: 'at_least' },
  },
]

test('each unit’s letter is followed by its mail ballot; a long ballot flows on with the unit’s code on every page', async () => {
  const staff = await staffActor(t.db, 'manager')
  const community = await electionCommunity(t.db, staff, [
    { label: 'Lot 1', weight: '1' },
    { label: 'Lot 2', weight: '1', mailingAddress: 'PO Box 88, Ogden, UT 84401' },
  ])
  const election = await openedElection(t.db, staff, community.id, { contests })
  const { pdf, notices } = await noticesPdf(t.db, staff, election.id, TEST_ORIGIN)
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  expect(notices.map((notice) => notice.unitLabel)).toEqual(['Lot 1', 'Lot 2'])

  const pages = pdfStreams(pdf)
    .filter((texts) => texts.length > 0)
    .map((texts) => texts.join(' ').replace(/\s+/g, ' '))
  expect(pages).toHaveLength(pdfPageCount(pdf))
  for (const notice of notices) {
    const own = pages.filter((page) => page.includes(`${notice.unitLabel} · Annual meeting 2026`))
    // The letter, then a ballot of at least two pages; each page carries the unit's code and is numbered.
    expect(own.length).toBeGreaterThanOrEqual(3)
    own.forEach((page, i) => {
      expect(page).toContain(notice.code)
      expect(page).toContain(`Page ${i + 1} of ${own.length}`)
    })
    expect(own[0]).toContain('Notice of vote: Annual meeting 2026')
    expect(own[1]).toContain('OFFICIAL MAIL BALLOT')
    expect(own[2]).toContain('OFFICIAL MAIL BALLOT (CONTINUED)')
    const ballot = own.slice(1).join(' ')
    const order = contests.map((contest) => ballot.indexOf(contest.title))
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!))).toBe(true)
    expect(ballot).toContain('Vote for up to 3')
    expect(ballot).toContain('You have 3 votes: write how many you give each candidate (3 in all)')
    expect(ballot).toContain('Choose any number')
    expect(ballot).toContain('Write-in:')
    expect(ballot).toContain('Owner’s signature')
  }
  expect(pages.join(' ')).toContain('PO Box 88, Ogden, UT 84401')
})
