import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { electionTieResolutions, elections } from '~/db/schema'
import { addMembership, staffActor } from '../../../tests/factories/communities'
import { electionCommunity, openedElection, pick, unitsOf, vote } from '../../../tests/factories/elections'
import { pdfPageCount, pdfWords } from '../../../tests/setup/pdf-text'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { listAudit } from './audit.server'
import { certificatePdf } from './certificate-pdf.server'
import { REPORT_FAILED_LINE } from './certificate-text'
import { certifyElection, closeElection } from './lifecycle.server'

const t = setupTestDatabase()
let staff: Awaited<ReturnType<typeof staffActor>>

beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
})

/** Four units of weight 1; the one-seat race ends 2 to 2 (a tie the staff resolve by lot), the measure 3 to 1. */
async function closedElection() {
  const community = await electionCommunity(t.db, staff, unitsOf(4))
  const election = await openedElection(t.db, staff, community.id, {
    title: 'Annual meeting 2026',
    contests: [
      {
        kind: 'candidates',
        title: 'Director',
        seats: 1,
        options: [{ label: 'Ana Ortiz' }, { label: 'Ben Cho' }],
      },
      {
        kind: 'measure',
        title: 'Replace the fence',
        threshold: { numerator: 1, denominator: 2, base: 'yes_no' },
      },
    ],
  })
  const ballots: Array<[string, string, string]> = [
    ['U1', 'Ana Ortiz', 'Yes'],
    ['U2', 'Ana Ortiz', 'Yes'],
    ['U3', 'Ben Cho', 'Yes'],
    ['U4', 'Ben Cho', 'No'],
  ]
  for (const [unit, candidate, answer] of ballots)
    await vote(t.db, election.links.get(unit), [pick(election, 0, candidate), pick(election, 1, answer)])
  await closeElection(t.db, staff, election.id)
  return election
}

describe('the certified results report as a PDF', () => {
  test('names the sealed record, the tie resolution and the certification, in a PDF', async () => {
    const election = await closedElection()
    const [race] = election.contests
    await t.db.insert(electionTieResolutions).values({
      electionId: election.id,
      contestId: race!.id,
      resolution: 'lot',
      winnerOptionIds: [race!.options.find((o) => o.label === 'Ben Cho')!.id],
      note: 'Drawn at the annual meeting before both candidates.',
      recordedByName: 'Mia Manager',
    })
    await certifyElection(t.db, staff, election.id)
    const { pdf, fileName } = await certificatePdf(t.db, staff, election.id)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(fileName).toBe('certified-results-annual-meeting-2026.pdf')
    const [row] = await t.db.select().from(elections).where(eq(elections.id, election.id))
    const events = await listAudit(t.db, election.id)
    const words = pdfWords(pdf)
    expect(words).toContain('Certified results report')
    expect(words).toContain(row!.ballotDigest!)
    expect(words).toContain(events.at(-1)!.hash)
    expect(words).toContain(`${events.length} events; every link and the seal check`)
    expect(words).toContain('Tie resolution: Lot drawn, decided for Ben Cho; recorded by Mia Manager')
    expect(words).toContain('Outcome: Passed.')
    expect(words).toContain('Inspector of election')
    expect(words).toMatch(/Page 1 of \d/)
    expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(1)
  })

  test('a closed election is marked not yet certified; a board account sees rounded shares, not weights', async () => {
    const election = await closedElection()
    const staffWords = pdfWords((await certificatePdf(t.db, staff, election.id)).pdf)
    expect(staffWords).toContain('Results report: Not yet certified')
    expect(staffWords).toContain('Vote weight')
    const board = await staffActor(t.db, 'board', 'Bea Board')
    const [row] = await t.db.select().from(elections).where(eq(elections.id, election.id))
    await addMembership(t.db, board.id, row!.communityId)
    const boardWords = pdfWords((await certificatePdf(t.db, board, election.id)).pdf)
    expect(boardWords).toContain('Share of weight cast')
    expect(boardWords).not.toContain('Vote weight')
    expect(boardWords).toContain('75.0%')
  })

  test('a record that fails verification says so first and reports no results', async () => {
    const election = await closedElection()
    await t.db
      .update(elections)
      .set({ ballotDigest: 'f'.repeat(64) })
      .where(eq(elections.id, election.id))
    const words = pdfWords((await certificatePdf(t.db, staff, election.id)).pdf)
    expect(words).toContain('Results report: Failed verification')
    expect(words.indexOf(REPORT_FAILED_LINE.slice(0, 40))).toBeLessThan(words.indexOf('Voting window'))
    expect(words).toContain('a ballot was changed, added or removed')
    expect(words).not.toContain('Ana Ortiz')
    expect(words).not.toContain('Certified results report')
  })
})
