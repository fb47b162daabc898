// Debian's Chromium with the flags this machine needs (README; never `npx playwright install`).
// The same flags as playwright.config.ts `chromiumArgs`, for the scripts that run outside the test runner.
import { chromium } from '@playwright/test'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  })
}
