// `npm run law:import`: rebuilds corpus/utah-law from le.utah.gov's published chapter XML (see the
// corpus README, "Refreshing from the official source"). Every chapter is fetched and parsed before any
// file is replaced; offline, it stops with a message and leaves the corpus as it was. The server loads
// the new files at its next start (their hash changes).
//
// `npm run law:import -- --from DIR` imports an archived corpus instead (the same JSONL layout, with the
// source's own words on each text's date in `version`), adding each section's currency: the effective
// date read from those words and whether the copy may be out of date (scripts/law/archive-currency.ts).
import { appendFile, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { corpusRows, INDEX_FILE } from '~/features/law/corpus-records'
import {
  chapterFolderUrl,
  chapterUrl,
  chapterVersionStamp,
  parseChapterXml,
  sectionUrl,
} from '~/features/law/utah-code-xml'
import { archiveCurrency, effectiveDateIn } from './law/archive-currency'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const corpusDir = path.join(root, 'corpus/utah-law')
const TIMEOUT_MS = 30_000

type Chapter = { code: string; keep?: (section: string) => boolean }

/** The chapters the corpus holds, and for the two general ones only the sections about associations. */
const CHAPTERS: Chapter[] = [
  { code: '57-8a' },
  { code: '57-8' },
  // Title 57 chapter 1 is conveyancing in general; only 57-1-46 (transfer and reinvestment fees) is HOA law.
  { code: '57-1', keep: (s) => s === '57-1-46' },
  // The Office of the HOA Ombudsman (2025): advisory opinions on disputes under both acts.
  { code: '13-79' },
  // The Nonprofit Corporation Act's parts most associations use: member meetings and voting (Part 7),
  // directors acting without a meeting (Part 8), and records (Part 16).
  { code: '16-6a', keep: (s) => /^16-6a-(7\d\d|8\d\d|16\d\d)$/.test(s) },
]

class OfflineError extends Error {}

async function fetchText(url: string): Promise<string> {
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { Accept: '*/*' } })
  } catch (error) {
    throw new OfflineError(
      `${url}: ${error instanceof Error ? ((error.cause as Error)?.message ?? error.message) : error}`,
    )
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`)
  return response.text()
}

async function importChapter(chapter: Chapter) {
  const landingUrl = chapterUrl(chapter.code)
  const stamp = chapterVersionStamp(await fetchText(landingUrl), chapter.code)
  if (!stamp)
    throw new Error(`${landingUrl} names no C${chapter.code}_<version>.xml; the page layout may have changed`)
  const xmlUrl = `${chapterFolderUrl(chapter.code)}/C${chapter.code}_${stamp}.xml`
  const { chapterName, sections } = parseChapterXml(await fetchText(xmlUrl))
  const records = sections
    .filter((s) => !s.repealed && s.text && (chapter.keep?.(s.section) ?? true))
    .map((s) => ({
      section: s.section,
      title: s.title,
      chapter: chapterName,
      url: sectionUrl(s.section),
      text: s.text,
      text_complete: true,
      source_url: xmlUrl,
      ...(s.version ? { version: s.version } : {}),
      ...(s.history ? { history: s.history } : {}),
      // The official XML is the law in force: current by definition, dated when it says so.
      ...(s.version && effectiveDateIn(s.version) ? { effective: effectiveDateIn(s.version) } : {}),
      stale: false,
    }))
  if (records.length === 0) throw new Error(`${xmlUrl} held no sections to keep`)
  return { chapter, xmlUrl, records }
}

const jsonl = (rows: object[]) => rows.map((row) => JSON.stringify(row)).join('\n') + '\n'

type CorpusFile = { name: string; content: string }

/** An archived corpus: every record kept as the archive has it, with its currency added. */
async function importArchive(dir: string): Promise<{ files: CorpusFile[]; summary: string }> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.jsonl')).sort()
  if (!names.includes(INDEX_FILE)) throw new Error(`${dir} has no ${INDEX_FILE}`)
  const files: CorpusFile[] = []
  const counts: string[] = []
  for (const name of names) {
    const content = await readFile(path.join(dir, name), 'utf8')
    if (name === INDEX_FILE) {
      files.push({ name, content })
      continue
    }
    const records = content
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as { section: string; version?: string; history?: string })
    const dated = records.map((record) => {
      const c = archiveCurrency(record)
      return {
        ...record,
        ...(c.effective ? { effective: c.effective } : {}),
        stale: c.stale,
        ...(c.copyYear ? { copy_year: c.copyYear } : {}),
        ...(c.staleNote ? { stale_note: c.staleNote } : {}),
      }
    })
    files.push({ name, content: jsonl(dated) })
    const stale = dated.filter((r) => r.stale).length
    const undated = dated.filter((r) => !('effective' in r)).length
    counts.push(`- ${name}: ${dated.length} sections, ${stale} possibly out of date, ${undated} undated`)
    console.log(counts.at(-1)!.slice(2))
  }
  return {
    files,
    summary: `Imported from an archived corpus (${path.basename(dir)}):\n\n${counts.join('\n')}\n`,
  }
}

async function importOfficial(): Promise<{ files: CorpusFile[]; summary: string }> {
  const imported = []
  for (const chapter of CHAPTERS) {
    const result = await importChapter(chapter)
    console.log(`${chapter.code}: ${result.records.length} sections from ${result.xmlUrl}`)
    imported.push(result)
  }
  const index = imported.flatMap(({ records }) =>
    records.map((r) => ({
      section: r.section,
      title: r.title,
      chapter: r.chapter,
      url: r.url,
      title_source: 'le.utah.gov chapter XML',
      text_in_corpus: 'complete',
    })),
  )
  const files = [
    ...imported.map(({ chapter, records }) => ({ name: `${chapter.code}.jsonl`, content: jsonl(records) })),
    { name: INDEX_FILE, content: jsonl(index) },
  ]
  const summary =
    'Rebuilt from the official chapter XML; every section is complete and replaces the archived text above:\n\n' +
    imported.map(({ xmlUrl, records }) => `- ${xmlUrl} (${records.length} sections)`).join('\n') +
    '\n'
  return { files, summary }
}

async function main() {
  const fromArg = process.argv.indexOf('--from')
  const from = fromArg > 0 ? process.argv[fromArg + 1] : undefined
  if (fromArg > 0 && !from) throw new Error('Give the archived corpus folder after --from.')
  const { files, summary } = from ? await importArchive(path.resolve(from)) : await importOfficial()
  corpusRows(files) // the same check the server's loader makes, before anything is replaced
  // A file of the old corpus that the new one lacks would be loaded beside it: none may remain.
  const stray = (await readdir(corpusDir)).filter(
    (name) => name.endsWith('.jsonl') && !files.some((f) => f.name === name),
  )

  // Each file is written beside its target and renamed over it, so a reader never sees half a file.
  for (const file of files) {
    const target = path.join(corpusDir, file.name)
    await writeFile(`${target}.tmp`, file.content)
    await rename(`${target}.tmp`, target)
  }
  for (const name of stray) await unlink(path.join(corpusDir, name))
  const today = new Date().toISOString().slice(0, 10)
  await appendFile(
    path.join(corpusDir, 'README.md'),
    `\n## Import of ${today} (npm run law:import)\n\n${summary}`,
  )
  console.log(
    `Wrote ${files.length} files to ${path.relative(root, corpusDir)}; the server loads them at its next start.`,
  )
}

try {
  await main()
} catch (error) {
  if (error instanceof OfflineError) {
    console.error(
      `Cannot reach le.utah.gov (${error.message}).\nThe corpus in corpus/utah-law is unchanged. Run \`npm run law:import\` again on a machine with network access.`,
    )
  } else {
    console.error(
      `law:import failed: ${error instanceof Error ? error.message : String(error)}\nThe corpus in corpus/utah-law is unchanged.`,
    )
  }
  process.exitCode = 1
}
