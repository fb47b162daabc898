import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * The Node flags `npm run serve` starts the server with (package.json, e.g. its heap limit), so that a
 * benchmark measures the server as it is run, not as a bare `node build/server.js`.
 */
export function serveNodeFlags(): string[] {
  const packageJson = fileURLToPath(new URL('../package.json', import.meta.url))
  const scripts = JSON.parse(fs.readFileSync(packageJson, 'utf8')).scripts as Record<string, string>
  const flags = /\bnode((?:\s+--[\w-]+(?:=\S+)?)*)\s+build\/server\.js/.exec(scripts.serve ?? '')
  if (!flags) throw new Error(`package.json "serve" does not run node build/server.js: ${scripts.serve}`)
  return flags[1]!.trim().split(/\s+/).filter(Boolean)
}
