// Development entry: `npm run dev`. Vite serves the app with hot reload inside our Express server.
import { fileURLToPath } from 'node:url'
import type { ServerBuild } from 'react-router'
import { createServer } from 'vite'
import { startServer } from './start'
import { reportStartFailure } from './start-failure'

try {
  const vite = await createServer({ server: { middlewareMode: true } })
  await startServer({
    migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
    lawCorpusDir: fileURLToPath(new URL('../corpus/utah-law', import.meta.url)),
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    assets: { middleware: vite.middlewares },
    onClose: () => vite.close(),
  })
} catch (error) {
  reportStartFailure(error)
}
