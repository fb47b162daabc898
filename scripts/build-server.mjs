// Bundles the Express entry for production: node runs build/server.js without a TypeScript loader.
import { build } from 'esbuild'

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'build/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
