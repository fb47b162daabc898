import { isBackupFileName } from '~/features/backups/format'
import { requireStaff } from '~/features/staff/auth.server'
import { AppError } from '~/lib/errors'
import { handleApi } from '~/lib/http.server'
import { backupsOf, openBackupFile } from './backups-api.server'
import { contentDisposition, wrongMethod } from './staff-api.server'
import type { Route } from './+types/backup-file'

const notFound = () => new AppError('backup_not_found', 404, 'There is no such backup on this server.')

// GET -> the backup's bytes, as written (admins only). Each instance has its own BACKUP_DIR: a backup another
// instance took is not here.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    await requireStaff(request, context.db, { role: 'admin' })
    // Only a name backups are written under, never a path: `..`, a slash or anything else names no backup.
    if (!isBackupFileName(params.fileName)) throw notFound()
    const file = await openBackupFile(backupsOf(context).dir, params.fileName)
    if (!file) throw notFound()
    return new Response(file.body, {
      headers: {
        'Content-Type': 'application/gzip',
        'Content-Length': String(file.sizeBytes),
        'Content-Disposition': contentDisposition(params.fileName),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      },
    })
  })
}

export const action = wrongMethod('Download a backup', 'GET')
