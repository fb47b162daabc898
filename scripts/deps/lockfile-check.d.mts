type LockEntry = { name?: string; version: string; resolved?: string; integrity?: string; link?: boolean }
export type Lockfile = { lockfileVersion: number; packages: Record<string, LockEntry> }
export type Advisory = { id: string; package: string; vulnerable: string; severity: string; summary: string }
export type AdvisoryList = { advisories: Advisory[]; accepted?: Array<{ id: string; path: string }> }

export function inRange(version: string, range: string): boolean
export function installedPackages(lock: Lockfile): Array<{ path: string; name: string; version: string }>
export function lockfileProblems(lock: Lockfile): string[]
export function unpinnedDependencies(pkg: {
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}): string[]
export function advisoryFindings(
  lock: Lockfile,
  list: AdvisoryList,
): Array<Advisory & { path: string; name: string; version: string; accepted: boolean }>
