import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { expect, test } from '@playwright/test'
import { startTestSmtpServer } from '../setup/test-smtp-server'
import { launchServer, tempDataDir } from './support'

// The outbox as an operator meets it: mail kept while SMTP is not configured, sent once it is.

test('mail kept without SMTP_URL is delivered by the next start with it, and shutdown stops cleanly', async () => {
  // Two starts of the server; slow when the journeys share the two cores.
  test.setTimeout(120_000)
  const dataDir = tempDataDir()
  const unconfigured = await launchServer({ DATA_DIR: dataDir })
  unconfigured.proc.kill('SIGTERM')
  expect(await unconfigured.exited).toBe(0)
  expect(unconfigured.output()).toContain('SMTP_URL is not set: no mail is sent')

  // Written while no server runs (one process per DATA_DIR), as a submission would have left it.
  const pglite = await PGlite.create(path.join(dataDir, 'pglite'))
  await pglite.query(
    `insert into outbox_messages (kind, to_addresses, subject, text_body)
     values ('notification', array['office@example.com'], 'Kept while mail was off', 'Hello')`,
  )
  await pglite.close()

  const smtp = await startTestSmtpServer()
  const arriving = smtp.nextMail()
  const server = await launchServer({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Wasatch Crest <no-reply@example.com>',
  })
  try {
    const mail = await arriving
    expect(mail.envelope).toEqual({ from: 'no-reply@example.com', to: ['office@example.com'] })
    expect(mail.parsed.subject).toBe('Kept while mail was off')
  } finally {
    server.proc.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    await smtp.close()
  }
  expect(server.output()).toContain('mail delivery started')
  expect(server.output()).toContain('mail delivery stopped')

  const after = await PGlite.create(path.join(dataDir, 'pglite'))
  const { rows } = await after.query('select status, attempts from outbox_messages')
  await after.close()
  expect(rows).toEqual([{ status: 'sent', attempts: 1 }])
})
