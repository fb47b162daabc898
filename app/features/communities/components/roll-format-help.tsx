import { Download } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { toCsv } from '~/lib/csv'
import { saveBlob } from '~/lib/staff-client'
import { OPTIONAL_COLUMNS, REQUIRED_COLUMNS, ROLL_COLUMNS } from '../roll-parse'
import type { WeightBasis } from '../types'

const WEIGHTS: Record<WeightBasis, [string, string]> = {
  unit: ['1', '1'],
  percentage: ['50.5', '49.5'],
  custom: ['1.25', '0.75'],
}

/**
 * A two-unit example in the import's own format: co-owners on two rows (one reading Spanish), an owner
 * on paper notices.
 */
export function templateCsv(basis: WeightBasis): string {
  const [a, b] = WEIGHTS[basis]
  return toCsv(ROLL_COLUMNS, [
    ['101', 'Ana Reyes', 'ana.reyes@example.com', a, '101 Maple Hollow Dr', '801-555-0101', '', 'es'],
    ['101', 'Luis Reyes', 'luis.reyes@example.com', a, '101 Maple Hollow Dr', '', '', 'en'],
    ['102', 'Dale Whitaker', '', b, '102 Maple Hollow Dr', '', 'PO Box 12, Provo, UT 84601', ''],
  ])
}

const saveText = (text: string, fileName: string) =>
  saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName)

const Code = ({ children }: { children: string }) => (
  <code className="rounded bg-canvas px-1.5 py-0.5 font-mono text-xs text-ink">{children}</code>
)

/** What a roll file looks like, with a template to start from. */
export function RollFormatHelp({
  basis,
  downloadCurrent,
}: {
  basis: WeightBasis
  /** Offered when there is a roll: edit it in a spreadsheet and import it again. */
  downloadCurrent?: () => void
}) {
  return (
    <div className="grid gap-3 text-sm text-ink">
      <p>
        A CSV file with a header row, one row per owner. Required columns:{' '}
        {REQUIRED_COLUMNS.map((c, i) => (
          <span key={c}>
            {i ? ', ' : ''}
            <Code>{c}</Code>
          </span>
        ))}
        . Optional:{' '}
        {OPTIONAL_COLUMNS.map((c, i) => (
          <span key={c}>
            {i ? ', ' : ''}
            <Code>{c}</Code>
          </span>
        ))}
        .
      </p>
      <ul className="grid list-disc gap-1 pl-5 text-muted">
        <li>
          Co-owners: repeat the unit on several rows with the same weight. They share the unit’s one vote.
        </li>
        <li>An owner with no email gets paper notices: leave the email empty.</li>
        <li>
          <Code>language</Code> is what the owner reads, for their notices, invitations and ballots:{' '}
          <Code>en</Code> (English) or <Code>es</Code> (Spanish); English, Spanish, Inglés and Español work
          too. An empty cell is English. A file without this column keeps each owner’s language as it is,
          including any set by hand on a unit’s page.
        </li>
        <li>
          Weights are exact decimals with up to 6 places, written as in the declaration
          {basis === 'percentage' ? '; the interests should total 100.' : '.'}
        </li>
        <li>
          Saved from Excel as CSV, CSV UTF-8 or Unicode Text (.txt, tab-separated) all read the same. Keep
          each name on one line, and at most 50,000 rows.
        </li>
        <li>The file replaces the whole roll. You see every change before anything is saved.</li>
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => saveText(templateCsv(basis), 'roll-template.csv')}
        >
          <Download aria-hidden="true" className="size-4" />
          Download a template
        </Button>
        {downloadCurrent ? (
          <Button variant="secondary" size="sm" onClick={downloadCurrent}>
            <Download aria-hidden="true" className="size-4" />
            Download the current roll
          </Button>
        ) : null}
      </div>
    </div>
  )
}
