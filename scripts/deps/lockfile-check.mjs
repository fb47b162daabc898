// The offline part of the dependency check (issue 14 item 9, docs/decisions/0015): what can be known from
// package-lock.json alone, with no advisory service to ask.

/** "1.2.3-beta.1" -> { nums: [1, 2, 3], pre: "beta.1" }; null for anything that is not a release version. */
function parseVersion(text) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(text.trim())
  return match ? { nums: [+match[1], +match[2], +match[3]], pre: match[4] ?? '' } : null
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a.nums[i] !== b.nums[i]) return a.nums[i] < b.nums[i] ? -1 : 1
  // A pre-release sorts before its release (1.0.0-rc.1 < 1.0.0).
  if (a.pre === b.pre) return 0
  if (!a.pre) return 1
  if (!b.pre) return -1
  return a.pre < b.pre ? -1 : 1
}

const TESTS = {
  '<': (c) => c < 0,
  '<=': (c) => c <= 0,
  '>': (c) => c > 0,
  '>=': (c) => c >= 0,
  '=': (c) => c === 0,
}

/**
 * Whether `version` is in `range`, written as advisories write them: comparators joined by spaces
 * (all must hold), alternatives joined by "||". Throws on anything else, so a typo in the list is loud.
 */
export function inRange(version, range) {
  const v = parseVersion(version)
  if (!v) return false
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((comparator) => {
        const match = /^(<=|>=|<|>|=)?(.+)$/.exec(comparator)
        const bound = match && parseVersion(match[2])
        if (!bound) throw new Error(`Cannot read the range "${range}" (at "${comparator}").`)
        return TESTS[match[1] ?? '='](compare(v, bound))
      }),
  )
}

/** Every installed package of a lockfile v2/v3: its path, name and version. */
export function installedPackages(lock) {
  return Object.entries(lock.packages ?? {})
    .filter(([path, entry]) => path !== '' && !entry.link)
    .map(([path, entry]) => ({
      path,
      name: entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length),
      version: entry.version,
      entry,
    }))
}

const REGISTRY = 'https://registry.npmjs.org/'

/** Lockfile rules: every package comes from the npm registry, pinned by a sha512 integrity hash. */
export function lockfileProblems(lock) {
  const problems = []
  if (lock.lockfileVersion < 2) problems.push(`lockfileVersion ${lock.lockfileVersion}: use npm 7 or later`)
  for (const { path, entry } of installedPackages(lock)) {
    if (entry.resolved && !entry.resolved.startsWith(REGISTRY))
      problems.push(`${path}: resolved from ${entry.resolved}, not the npm registry`)
    if (!entry.integrity?.startsWith('sha512-'))
      problems.push(`${path}: no sha512 integrity hash (${entry.integrity ?? 'none'})`)
  }
  return problems
}

/** Declared dependencies with a range instead of one exact version. */
export function unpinnedDependencies(pkg) {
  const declared = { ...pkg.dependencies, ...pkg.devDependencies }
  return Object.entries(declared)
    .filter(([, spec]) => !parseVersion(spec))
    .map(([name, spec]) => `${name}@${spec}`)
}

/** Installed packages that fall in a listed advisory's range and have not been accepted with a reason. */
export function advisoryFindings(lock, list) {
  const accepted = new Set((list.accepted ?? []).map((item) => `${item.id} ${item.path}`))
  const findings = []
  for (const installed of installedPackages(lock))
    for (const advisory of list.advisories)
      if (advisory.package === installed.name && inRange(installed.version, advisory.vulnerable))
        findings.push({
          ...advisory,
          ...installed,
          accepted: accepted.has(`${advisory.id} ${installed.path}`),
        })
  return findings
}
