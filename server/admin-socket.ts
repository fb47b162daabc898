import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { Logger } from 'pino'
import { BackupInProgress, type BackupService } from '~/features/backups/backup-service.server'

/** The socket's file in DATA_DIR: only the account that runs the server may open it (mode 0600). */
export const ADMIN_SOCKET = 'admin.sock'

// On the embedded database the server is the only process that may open DATA_DIR, so `npm run backup`
// asks it to take the backup through this Unix socket instead of stopping it (docs/decisions/0021-backups.md).
// Reaching the socket takes the server's own file permissions: nothing listens on the network for this.

function answer(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

export async function startAdminSocket(dataDir: string, backups: BackupService, logger: Logger) {
  const socketPath = path.join(path.resolve(dataDir), ADMIN_SOCKET)
  // A socket file left by a server that crashed: we hold DATA_DIR's lock, so no live server owns it.
  fs.rmSync(socketPath, { force: true })
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backups') return answer(res, 404, { error: 'Not found.' })
    backups
      .takeNow(`npm run backup on ${backups.instance}`, 'command')
      .then((outcome) => answer(res, outcome.status === 'succeeded' ? 201 : 500, outcome))
      .catch((error: unknown) =>
        error instanceof BackupInProgress
          ? answer(res, 409, { status: 'failed', error: error.message })
          : answer(res, 500, { status: 'failed', error: (error as Error).message }),
      )
  })
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (error) => {
      // A path too long for a socket (about 100 bytes), or a file system without sockets.
      logger.warn(
        { err: error, socketPath },
        'admin socket not opened: stop the server to run npm run backup',
      )
      resolve(false)
    })
    const previous = process.umask(0o177)
    try {
      server.listen(socketPath, () => {
        fs.chmodSync(socketPath, 0o600)
        resolve(true)
      })
    } finally {
      process.umask(previous)
    }
  })
  return {
    close: () =>
      new Promise<void>((resolve) => {
        if (!listening) return resolve()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
