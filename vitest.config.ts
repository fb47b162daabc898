import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // One migrated PGlite database per run, which each test file opens a copy of (tests/setup/test-database.ts).
    globalSetup: ['tests/setup/pglite-template.ts'],
    pool: 'forks',
    // Vitest's default leaves one core idle (CPUs - 1): on a 2-core runner that ran every file in turn.
    // The files share nothing (each has its own database), so every core takes one.
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
