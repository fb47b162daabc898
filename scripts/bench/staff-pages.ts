// `npm run bench:staff-pages`: how soon each back-office page shows its heading and becomes usable, in
// Debian's Chromium against the production build (`npm run build` first; `-- --server=path/to/server.js`
// times another build) on the demo data in a temporary DATA_DIR. Each page is timed opened by its address
// (a new document: the server's shell, the scripts, hydration, the data) and reached from the staff page
// before it in the list (the router's navigation: the page's code and data), `-- --runs=N` times each (3
// by default), after one untimed round that fills the browser's cache as a day's work would. A
// benchmark, not a test: it prints the median and the slowest run, with the target of a usable page
// within 1 s.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchChromium } from '../chromium.mjs'
import { benchPage, timeLoad, timeNavigation, type Timing } from './staff-pages-browser'
import { seedBenchData, staffPagePaths } from './staff-pages-data'
import { staleSource, startBuiltServer } from './surveys-http'
import { onInterrupt, temporaryDir } from './temporary-database'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const TARGET_MS = 1000

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const RUNS = Number(arg('runs') ?? 3)
const serverJs = path.resolve(arg('server') ?? path.join(ROOT, 'build', 'server.js'))

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!
const cell = (values: number[]) =>
  `${String(Math.round(median(values))).padStart(5)} ${`(${Math.round(Math.max(...values))})`.padEnd(7)}`

type Row = { label: string; load: Timing[]; nav: Timing[] }

function print(rows: Row[]) {
  const width = Math.max(...rows.map((row) => row.label.length))
  console.log(
    `\nMilliseconds from the navigation's start, median of ${RUNS} (slowest in brackets); target: usable ` +
      `within ${TARGET_MS} ms`,
  )
  const head = ['load: h1', 'usable', 'navigate: h1', 'usable'].map((h) => h.padStart(13)).join('')
  console.log(`${'page'.padEnd(width)}${head}`)
  let over = 0
  for (const { label, load, nav } of rows) {
    const slow =
      median(load.map((t) => t.usable)) >= TARGET_MS || median(nav.map((t) => t.usable)) >= TARGET_MS
    if (slow) over++
    const cells = [
      load.map((t) => t.h1),
      load.map((t) => t.usable),
      nav.map((t) => t.h1),
      nav.map((t) => t.usable),
    ]
    console.log(
      `${label.padEnd(width)}${cells.map((c) => cell(c).padStart(13)).join('')}${slow ? '  OVER' : ''}`,
    )
  }
  console.log(
    `\n${over ? `${over} of ${rows.length} pages over` : `All ${rows.length} pages within`} the target.`,
  )
}

async function main() {
  const stale = staleSource(ROOT, serverJs)
  if (stale) console.log(`Note: ${stale} is newer than this build; run npm run build for current figures.`)
  const dataDir = temporaryDir('hoa-bench-staff-pages-')
  try {
    const token = await seedBenchData(dataDir.path)
    const server = await startBuiltServer(serverJs, { dataDir: dataDir.path })
    const stop = onInterrupt(server.stop)
    const browser = await launchChromium()
    try {
      const pages = await staffPagePaths(server.origin, token)
      const tab = await benchPage(browser, server.origin, token)
      for (const target of pages) await timeLoad(tab, target)
      const rows: Row[] = pages.map((target) => ({ label: target.label, load: [], nav: [] }))
      for (let run = 0; run < RUNS; run++) {
        for (const [i, target] of pages.entries()) rows[i]!.load.push(await timeLoad(tab, target))
        for (const [i, target] of pages.entries()) rows[i]!.nav.push(await timeNavigation(tab, target))
      }
      print(rows)
    } finally {
      await browser.close()
      await stop()
    }
  } finally {
    await dataDir.remove()
  }
}

console.log(
  `Staff pages benchmark: ${path.relative(ROOT, serverJs)} with the demo data, ${RUNS} runs per page.`,
)
await main()
