import { DataDirInUseError } from '~/db/data-dir-lock.server'
import { DatabaseUnreachableError } from '~/db/postgres-pool.server'
import { EnvError } from '~/lib/env.server'

/** A start that cannot go on says why in one readable message and exits non-zero. */
export function reportStartFailure(error: unknown): never {
  if (
    error instanceof EnvError ||
    error instanceof DataDirInUseError ||
    error instanceof DatabaseUnreachableError
  ) {
    console.error(`\nThe server did not start.\n${error.message}\n`)
  } else if ((error as NodeJS.ErrnoException)?.code === 'EADDRINUSE') {
    console.error(`\nThe server did not start: ${(error as Error).message}. Set PORT to a free port.\n`)
  } else {
    console.error('\nThe server did not start:', error)
  }
  process.exit(1)
}
