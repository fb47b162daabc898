// npm run deps:check (issue 14 item 9, docs/decisions/0015): npm's own audit where the registry answers it,
// and, always, the offline checks of package-lock.json against scripts/deps/advisories.json.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { URL } from 'node:url'
import {
  advisoryFindings,
  installedPackages,
  lockfileProblems,
  unpinnedDependencies,
} from './lockfile-check.mjs'

const readJson = (file) => JSON.parse(fs.readFileSync(new URL(file, import.meta.url), 'utf8'))
const lock = readJson('../../package-lock.json')
const pkg = readJson('../../package.json')
const list = readJson('./advisories.json')
let failed = false

const problems = [...lockfileProblems(lock), ...unpinnedDependencies(pkg).map((d) => `${d}: not pinned`)]
for (const problem of problems) console.log(`lockfile: ${problem}`)
failed ||= problems.length > 0

const findings = advisoryFindings(lock, list)
for (const f of findings)
  console.log(
    `${f.accepted ? 'accepted' : 'VULNERABLE'}: ${f.name}@${f.version} (${f.path}) ${f.id} ${f.severity}: ` +
      `${f.summary} https://github.com/advisories/${f.id}`,
  )
failed ||= findings.some((f) => !f.accepted)
const count = installedPackages(lock).length
console.log(
  `deps: ${count} packages from the lockfile checked against ${list.advisories.length} pinned advisories ` +
    `(list reviewed ${list.reviewed}); ${problems.length} lockfile problems, ` +
    `${findings.filter((f) => !f.accepted).length} open findings, ${findings.filter((f) => f.accepted).length} accepted`,
)

// npm's advisory service: authoritative where it can be reached; here the mirror refuses it (HTTP 405).
const audit = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  encoding: 'utf8',
  timeout: 60_000,
})
let report
try {
  report = JSON.parse(audit.stdout)
} catch {
  report = undefined
}
const counts = report?.metadata?.vulnerabilities
if (counts) {
  console.log(`npm audit (production dependencies): ${JSON.stringify(counts)}`)
  failed ||= audit.status !== 0
} else {
  const reason = String(
    report?.message || report?.error?.summary || audit.error?.message || audit.stderr || 'no answer',
  ).trim()
  console.log(`npm audit: not available from this registry (${reason.split('\n')[0]}); offline checks only`)
}

process.exitCode = failed ? 1 : 0
