import type { Browser } from '@playwright/test'

export const chromiumArgs: string[]
export function launchChromium(): Promise<Browser>
