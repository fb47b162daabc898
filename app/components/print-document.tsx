import { cn } from '~/lib/cn'
import {
  BAR_COLORS,
  SIGNATURE_LINES,
  WITHHELD_BAR,
  type PrintBlock,
  type PrintDocument,
} from '~/lib/print-blocks'

// A PrintDocument (lib/print-blocks.ts) as a Letter-sized page on screen and on paper, in the words of its PDF.

// Bars are backgrounds, which browsers leave out of print unless told to keep them.
const KEEP_COLOUR = { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' } as const

/** The bars for the eye; the table after them carries the same figures for everyone. */
function Bars({ block }: { block: Extract<PrintBlock, { kind: 'bars' }> }) {
  return (
    <div aria-hidden="true" className="grid gap-1.5 text-[9pt]">
      {block.series.length > 1 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {block.series.map((name, i) => (
            <li key={name} className="flex items-center gap-1.5">
              <span className="size-2.5" style={{ ...KEEP_COLOUR, backgroundColor: BAR_COLORS[i % 2] }} />
              {name}
            </li>
          ))}
        </ul>
      ) : null}
      {block.rows.map((row) => (
        <div
          key={row.label}
          className="grid grid-cols-[minmax(0,9fr)_minmax(0,11fr)_5.5rem] items-start gap-x-2 break-inside-avoid"
        >
          <span className="break-words" style={{ gridRow: `span ${row.values.length}` }}>
            {row.label}
          </span>
          {row.values.map((value, i) => (
            <div key={i} className="contents">
              <span className="mt-0.5 block h-2.5 bg-black/10" style={KEEP_COLOUR}>
                {value ? (
                  <span
                    className="block h-full"
                    style={{
                      ...KEEP_COLOUR,
                      width: `${Math.min(1, value.share) * 100}%`,
                      backgroundColor: BAR_COLORS[i % 2],
                    }}
                  />
                ) : null}
              </span>
              <span className={value ? 'tabular-nums' : 'text-black/60 italic'}>
                {value?.text ?? WITHHELD_BAR}
              </span>
            </div>
          ))}
        </div>
      ))}
    </div>
  )
}

function Block({ block }: { block: PrintBlock }) {
  switch (block.kind) {
    case 'heading':
      return <h2 className="mt-5 break-after-avoid font-serif text-[13pt] font-semibold">{block.text}</h2>
    case 'paragraph':
      return (
        <p
          className={cn(
            block.strong && 'font-semibold',
            block.tone === 'alert' && 'text-rock-700',
            block.tone === 'note' && 'text-[9.5pt] text-black/70 italic',
          )}
        >
          {block.text}
        </p>
      )
    case 'list':
      return (
        <ul className={cn('ml-5 list-disc', block.tone === 'alert' && 'text-rock-700')}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )
    case 'facts':
      return (
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[11rem_minmax(0,1fr)]">
          {block.rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-[9.5pt] font-semibold">{row.label}</dt>
              <dd className={cn('min-w-0', row.mono && 'font-mono text-[8.5pt] break-all')}>{row.value}</dd>
            </div>
          ))}
        </dl>
      )
    case 'table':
      return (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-[9.5pt]">
            <caption className="sr-only">{block.label}</caption>
            <thead>
              <tr className="border-b border-black/60">
                {block.columns.map((column) => (
                  <th
                    key={column.label}
                    scope="col"
                    style={{ width: `${column.width * 100}%` }}
                    className={cn(
                      'px-1 py-1 font-semibold',
                      column.align === 'right' ? 'text-right' : 'text-left',
                    )}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr
                  key={row.cells[0]}
                  className={cn('border-b border-black/20', row.strong && 'font-semibold')}
                >
                  {row.cells.map((cell, i) => (
                    <td
                      key={block.columns[i]?.label ?? i}
                      className={cn(
                        'px-1 py-1',
                        block.columns[i]?.align === 'right' && 'text-right tabular-nums',
                      )}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
    case 'bars':
      return <Bars block={block} />
    case 'signatures':
      return (
        <div className="mt-4 grid break-inside-avoid gap-8 sm:grid-cols-2">
          {block.roles.map((role) => (
            <div key={role} className="grid gap-7">
              <p className="font-semibold">{role}</p>
              {SIGNATURE_LINES.map((line) => (
                <p key={line} className="border-t border-black pt-0.5 text-[8pt] text-black/70">
                  {line}
                </p>
              ))}
            </div>
          ))}
        </div>
      )
  }
}

/**
 * The blocks under each heading, kept on one page when short (a contest with its table), as the PDF keeps a
 * heading with what follows it.
 */
function sections(blocks: PrintBlock[]) {
  const grouped: Array<{ blocks: PrintBlock[]; keepWhole: boolean }> = []
  for (const block of blocks)
    if (block.kind === 'heading' || grouped.length === 0) grouped.push({ blocks: [block], keepWhole: true })
    else grouped.at(-1)!.blocks.push(block)
  for (const section of grouped)
    section.keepWhole = section.blocks.every((block) => block.kind !== 'table' || block.rows.length <= 14)
  return grouped
}

export function PrintDocumentView({ document }: { document: PrintDocument }) {
  return (
    <article
      aria-label={document.title}
      className="mx-auto grid max-w-[8.5in] gap-2 bg-white p-6 text-[10.5pt] leading-snug text-black shadow-card sm:p-12 print:max-w-none print:p-0 print:shadow-none"
    >
      <header className="border-b-2 border-brand-700 pb-3">
        <p className="font-serif text-lg font-semibold">{document.letterhead.name}</p>
        {document.letterhead.lines.map((line) => (
          <p key={line} className="text-[9pt] text-black/70">
            {line}
          </p>
        ))}
      </header>
      <h1 className="mt-4 font-serif text-[20pt] leading-tight font-semibold">{document.title}</h1>
      <div className="mb-2">
        {document.subtitle.map((line) => (
          <p key={line} className="text-[11pt]">
            {line}
          </p>
        ))}
      </div>
      {sections(document.blocks).map((section, i) => (
        <div key={i} className={cn('grid gap-2', section.keepWhole && 'break-inside-avoid')}>
          {section.blocks.map((block, j) => (
            <Block key={j} block={block} />
          ))}
        </div>
      ))}
      <p className="mt-6 border-t border-black/30 pt-2 text-[8pt] text-black/70">{document.footer}</p>
    </article>
  )
}
