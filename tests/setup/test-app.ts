import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { pino, type Logger } from 'pino'
import type { ServerBuild } from 'react-router'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll } from 'vitest'
import type { Database, DatabaseHandle } from '~/db/client.server'
import type { BackupService } from '~/features/backups/backup-service.server'
import { parseEnv } from '~/lib/env.server'
import { createApp } from '../../server/app'
import { TEST_SERVER_SECRET } from './test-database'

/**
 * The server build straight from the sources, as `npm run dev` loads it (no `npm run build` first). Loading
 * it takes a few seconds: do it once per file, in beforeAll.
 */
export async function loadServerBuild(): Promise<{ build: ServerBuild; close: () => Promise<void> }> {
  const vite: ViteDevServer = await createServer({
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null, preTransformRequests: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild
  return { build, close: () => vite.close() }
}

/** The server build for one test file: loaded before its tests (in beforeAll), closed after them. */
export function setupServerBuild(): { readonly build: ServerBuild } {
  let loaded: Awaited<ReturnType<typeof loadServerBuild>> | undefined
  beforeAll(async () => {
    loaded = await loadServerBuild()
  }, 180_000)
  afterAll(() => loaded?.close())
  return {
    get build() {
      if (!loaded) throw new Error('the server build is not loaded yet')
      return loaded.build
    },
  }
}

export type TestApp = { origin: string; close: () => Promise<void> }

/**
 * The Express app the server runs (security headers, request log, API limiter, page cache, React Router,
 * error handler), listening on a loopback port, over the test database. `env` as the server reads it,
 * e.g. `{ TRUST_PROXY: '1' }` to take the client's address from X-Forwarded-For. `backups`: the service the
 * back office takes backups with (the app has none without it).
 */
export async function startTestApp(
  db: Database,
  build: ServerBuild,
  options: {
    env?: Record<string, string>
    logger?: Logger
    backups?: BackupService
    databaseHandle?: DatabaseHandle
  } = {},
): Promise<TestApp> {
  const assetsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-app-'))
  const { app, close } = createApp({
    env: parseEnv({ NODE_ENV: 'production', PORT: '0', ...options.env }),
    db,
    databaseHandle: options.databaseHandle,
    logger: options.logger ?? pino({ level: 'silent' }),
    hashKey: TEST_SERVER_SECRET,
    build,
    assets: { dir: assetsDir },
    isDraining: () => false,
    backups: options.backups,
  })
  const server = http.createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await close()
      fs.rmSync(assetsDir, { recursive: true, force: true })
    },
  }
}
