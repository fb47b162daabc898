import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs } from './scripts/chromium.mjs'
import { serveNodeFlags } from './scripts/serve-args'
import { E2E_ADMIN } from './tests/e2e/staff-account'

// Journeys run against the production build (npm run test:e2e builds first) in Debian's Chromium.
const PORT = Number(process.env.E2E_PORT ?? 3210)

export default defineConfig({
  testDir: './tests',
  testMatch: ['e2e/**/*.spec.ts', 'server/**/*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  // Journeys take 2-15 s on a quiet machine; a loaded CI runner has been seen to take three times that, so
  // the limits guard against hangs rather than measure speed (benchmarks do that).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace costs about a fifth of a journey's time (measured: 221 s with, 175 s without, on four specs),
    // and CI keeps only what it prints, so CI records none; a failure still prints its error and page snapshot.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    // Server tests start whole server processes, slow on a busy machine.
    { name: 'server', testMatch: 'server/**/*.spec.ts', timeout: 120_000 },
    {
      name: 'desktop',
      testMatch: 'e2e/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    // A known staff admin on the fresh database, for the back-office journeys (password via stdin, not argv).
    command:
      `rm -rf .tmp/e2e-data-${PORT} && printf '%s' "$E2E_ADMIN_PASSWORD" | npx tsx scripts/staff-create.ts ` +
      `--email ${E2E_ADMIN.email} --name "${E2E_ADMIN.name}" --role admin --password-stdin && ` +
      // Started as `npm run serve` starts it (its heap limit included).
      `node ${serveNodeFlags().join(' ')} build/server.js`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: `.tmp/e2e-data-${PORT}`,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      // Journeys send many forms from one address; the endpoint tests prove the limit itself.
      FORM_RATE_LIMIT_PER_HOUR: '1000',
      // A scheduled backup falling in a run would only cost time; the backup tests take their own.
      BACKUP_SCHEDULE: 'off',
      E2E_ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  },
})
