import { rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openPglite } from '~/db/client.server'
import { installServerSecret } from '~/lib/keyring.server'
import { MIGRATIONS, TEST_SERVER_SECRET } from './test-database'

// Vitest's global setup: one migrated PGlite database, dumped to a file once per run, that every test file
// opens as its fresh database (test-database.ts). Starting PGlite from a dump takes about 0.4 s; initdb and the
// migrations, about 1.7 s, once per test file. Against PostgreSQL (TEST_DATABASE_URL) there is no template.

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | null
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return project.provide('pgliteTemplate', null)
  installServerSecret(TEST_SERVER_SECRET)
  const handle = await openPglite('memory://')
  await handle.migrate(MIGRATIONS)
  const file = path.join(os.tmpdir(), `hoa-test-template-${process.pid}.tar`)
  await writeFile(file, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()))
  await handle.close()
  project.provide('pgliteTemplate', file)
  return () => rm(file, { force: true })
}
