import type { Load } from './api-load'
import type { Engine } from './api-server'

// The table of `npm run bench`, with issue 16's budgets. A benchmark, not a test: a budget missed is
// marked, not failed.

export type Budget = 'feedback' | 'blog-posts' | 'law' | 'about' | 'idle' | 'mixed' | 'none'

export type Row = {
  scenario: string
  engine: Engine['name']
  connections?: number
  load?: Load
  /** Resident memory of the process that answered, after the load, in MB. */
  rss: number
  budget: Budget
  /** For `about`: the bare server's rate, its ceiling. */
  ceiling?: number
}

type Verdict = { text: string; pass?: boolean }

const rate = (n: number) => Math.round(n).toLocaleString('en-US')

function verdict(row: Row): Verdict {
  const load = row.load
  const pglite = row.engine === 'PGlite'
  switch (row.budget) {
    case 'feedback': {
      const floor = pglite ? 500 : 1_000
      if (row.connections === 50)
        return {
          text: `>= ${rate(floor)} req/s, p99 < 100 ms`,
          pass: load!.rps >= floor && load!.p99 < 100,
        }
      return { text: `>= ${rate(floor)} req/s`, pass: load!.rps >= floor }
    }
    case 'blog-posts':
      return { text: '>= 1,500 req/s', pass: load!.rps >= 1_500 }
    case 'law':
      return {
        text: `>= 500 req/s, p95 < 50 ms (p95 ${Math.round(load!.p95)})`,
        pass: load!.rps >= 500 && load!.p95 < 50,
      }
    case 'about': {
      if (!row.ceiling) return { text: '>= 50% of bare (no bare figure)' }
      const share = load!.rps / row.ceiling
      return { text: `>= 50% of bare (${Math.round(share * 100)}%)`, pass: share >= 0.5 }
    }
    case 'idle':
      return pglite ? { text: '<= 300 MB', pass: row.rss <= 300 } : { text: '' }
    case 'mixed':
      return pglite ? { text: '<= 400 MB', pass: row.rss <= 400 } : { text: '' }
    default:
      return { text: '' }
  }
}

export function printTable(rows: Row[], seconds: number) {
  const head = ['scenario', 'engine', 'conn', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'RSS MB', 'budget', '']
  const ms = (n: number | undefined) => (n === undefined ? '' : n < 10 ? n.toFixed(1) : String(Math.round(n)))
  const cells = rows.map((row) => {
    const v = verdict(row)
    const failed = row.load ? row.load.non2xx + row.load.errors : undefined
    return [
      row.scenario,
      row.engine,
      row.connections ? String(row.connections) : '',
      row.load ? rate(row.load.rps) : '',
      ms(row.load?.p50),
      ms(row.load?.p99),
      failed === undefined ? '' : failed.toLocaleString('en-US'),
      String(Math.round(row.rss)),
      v.text,
      v.pass === undefined ? '' : v.pass ? 'PASS' : 'FAIL',
    ]
  })
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)))
  const numeric = new Set([2, 3, 4, 5, 6, 7])
  const line = (c: string[]) =>
    c
      .map((cell, i) => (numeric.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd()
  console.log(
    `\n${seconds} s a scenario (the mixed load: 10,000 requests); latency from request sent to response read; ` +
      'non-2xx counts requests answered otherwise or not at all; RSS of the answering process after its load.',
  )
  console.log(line(head))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const c of cells) console.log(line(c))
}
