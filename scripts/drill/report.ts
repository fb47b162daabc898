import type { Outcome } from './steps'

// The drill's table: a row per restore, what was compared and how long the backup and the restore took
// (each command from its start to its exit, start-up included); then every difference, one sentence each.

const COLUMNS = [
  ['restore', 24],
  ['backup s', 9],
  ['restore s', 10],
  ['tables', 7],
  ['rows', 8],
  ['files', 6],
  ['elections', 14],
  ['surveys', 8],
  ['result', 7],
] as const

function cells(outcome: Outcome): string[] {
  const { source } = outcome
  const elections = Object.values(source.seen.elections)
  const counted = elections.filter((e) => e.report).length
  return [
    `${source.engine.name} -> ${outcome.target}`,
    source.backupSeconds.toFixed(1),
    outcome.restoreSeconds.toFixed(1),
    String(outcome.tables),
    outcome.rows.toLocaleString('en-US'),
    String(Object.keys(source.seen.files).length),
    `${elections.length} (${counted} counted)`,
    String(Object.keys(source.seen.surveys).length),
    outcome.problems.length ? 'DIFFERS' : 'same',
  ]
}

const line = (values: readonly string[]) =>
  values
    .map((value, i) => (i === 0 ? value.padEnd(COLUMNS[i]![1]) : value.padStart(COLUMNS[i]![1])))
    .join(' ')

/** Prints the table and the differences; answers the exit code, 1 when anything differed. */
export function printOutcomes(outcomes: Outcome[], seconds: number): number {
  console.log(`\n${line(COLUMNS.map(([title]) => title))}`)
  for (const outcome of outcomes) console.log(line(cells(outcome)))
  const sources = [...new Set(outcomes.map((o) => o.source))]
  for (const { engine, activity, takenBy } of sources)
    console.log(
      `${engine.name} source: ${activity.uploads} files uploaded with two forms, a ${activity.ballot}-ballot ` +
        `election certified with ${activity.ballots} ballots, ${activity.surveyAnswers} survey answers; ` +
        `backed up by ${takenBy}.`,
    )
  console.log(
    'Compared: rows of every table but backup_runs (before the restored server starts); the staff sign-in ' +
      "with the source's password; each submission and each file's SHA-256 as the staff API serves them; each " +
      'election’s verification, results report (sealed digest, audit chain head and length) and results; each ' +
      'survey’s results; then new work on the restored site (a community and an election).',
  )
  const problems = outcomes.flatMap((o) =>
    o.problems.map((p) => `${o.source.engine.name} -> ${o.target}: ${p}`),
  )
  for (const problem of problems) console.log(`DIFFERENCE ${problem}`)
  console.log(
    problems.length
      ? `\nThe restore drill FAILED after ${seconds.toFixed(0)} s: ${problems.length === 1 ? 'a difference' : `${problems.length} differences`} between a source and its restore.`
      : `\nThe restore drill passed in ${seconds.toFixed(0)} s: every restore reads the same as its source.`,
  )
  return problems.length ? 1 : 0
}
