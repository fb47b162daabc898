import { countSections, type LibraryChapter, type LibrarySection } from '../library'
import { OfficialLink, SourceCurrency } from './source-currency'

// Every section of /utah-law-gpt/sources, chapter by chapter: number and title linked to le.utah.gov,
// how current and whole our copy is, and its history line. Rows stack on a phone; nothing scrolls sideways.

const chapterId = (code: string) => `chapter-${code}`

function chapterTally(chapter: LibraryChapter): string {
  const c = countSections(chapter.sections)
  const parts = [
    c.complete ? `${c.complete} whole` : '',
    c.partial ? `${c.partial} in part` : '',
    c.none ? `${c.none} by title only` : '',
  ].filter(Boolean)
  return `${c.sections} ${c.sections === 1 ? 'section' : 'sections'} held: ${parts.join(', ')}`
}

/** Links to each chapter below, for a list of a hundred sections. */
export function ChapterNav({ chapters }: { chapters: readonly LibraryChapter[] }) {
  return (
    <nav aria-label="Chapters">
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {chapters.map((chapter) => (
          <li key={chapter.code}>
            <a
              href={`#${chapterId(chapter.code)}`}
              className="block h-full rounded-card border border-line bg-white px-4 py-3 shadow-card transition hover:border-brand-300"
            >
              <span className="block text-sm text-muted">{chapter.citation}</span>
              <span className="block font-semibold text-brand-800">{chapter.name}</span>
              <span className="block text-sm text-muted">
                {chapter.sections.length} {chapter.sections.length === 1 ? 'section' : 'sections'}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function SectionEntry({ section }: { section: LibrarySection }) {
  return (
    <li className="grid gap-2 px-4 py-4 sm:px-6 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] md:gap-6">
      <div className="min-w-0">
        <h4 className="font-sans text-base font-semibold">
          <OfficialLink href={section.url}>
            <span className="break-words">
              <span className="whitespace-nowrap">§ {section.section}</span> {section.title}
            </span>
          </OfficialLink>
        </h4>
        {section.history && section.textStatus !== 'none' ? (
          <p className="mt-1 text-sm text-muted">{section.history}</p>
        ) : null}
      </div>
      <SourceCurrency
        effective={section.effective}
        stale={section.stale}
        copyYear={section.copyYear}
        textStatus={section.textStatus}
        url={section.url}
        staleNote={section.staleNote}
      />
    </li>
  )
}

export function ChapterSections({ chapter }: { chapter: LibraryChapter }) {
  const id = chapterId(chapter.code)
  return (
    <section aria-labelledby={id}>
      <p className="text-sm font-semibold tracking-wide text-rock-600 uppercase">{chapter.citation}</p>
      <h3 id={id} className="mt-1 text-xl font-semibold sm:text-2xl">
        {chapter.name}
      </h3>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-muted">
        <span>{chapterTally(chapter)}</span>
        <OfficialLink href={chapter.url}>The whole chapter at le.utah.gov</OfficialLink>
      </p>
      <ul className="mt-4 divide-y divide-line rounded-card border border-line bg-white shadow-card">
        {chapter.sections.map((section) => (
          <SectionEntry key={section.section} section={section} />
        ))}
      </ul>
    </section>
  )
}
