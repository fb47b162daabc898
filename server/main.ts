// Production entry, bundled to build/server.js (scripts/build-server.mjs). It serves build/.
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { startServer } from './start'
import { reportStartFailure } from './start-failure'

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url))

try {
  const build = (await import(pathToFileURL(here('./server/index.js')).href)) as ServerBuild
  await startServer({
    migrationsFolder: here('../drizzle'),
    lawCorpusDir: here('../corpus/utah-law'),
    build,
    assets: { dir: here('./client') },
  })
} catch (error) {
  reportStartFailure(error)
}
