// A printable document as plain data: its print page (components/print-document.tsx) and its PDF
// (lib/pdf-blocks.server.ts) draw the same blocks, so the paper and the file say the same words.

export type PrintColumn = {
  label: string
  align?: 'left' | 'right'
  /** Share of the row's width. */ width: number
}

export type PrintBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; tone?: 'plain' | 'alert' | 'note'; strong?: boolean }
  | { kind: 'list'; items: string[]; tone?: 'plain' | 'alert' }
  /** Label and value pairs; `mono` for hashes, which must be read character by character. */
  | { kind: 'facts'; rows: Array<{ label: string; value: string; mono?: boolean }> }
  | {
      kind: 'table'
      label: string
      columns: PrintColumn[]
      rows: Array<{ cells: string[]; strong?: boolean }>
    }
  /** One signature block per role: signature, printed name and date lines. */
  | { kind: 'signatures'; roles: string[] }
  /**
   * Horizontal bars for the eye, one per series in each row (one group, or two compared), drawn as shapes;
   * a table with the same figures follows it. A null value is withheld: no bar, and its text says so.
   */
  | { kind: 'bars'; label: string; series: string[]; rows: BarRow[] }

export type BarRow = {
  label: string
  /** `share` is the bar's length, 0 to 1; `text` is written beside it ("12 · 40%"). */
  values: Array<{ share: number; text: string } | null>
}

/** The bars' colours, by series: the brand blue, then the accent. */
export const BAR_COLORS = ['#2b5f94', '#b4532a'] as const
export const WITHHELD_BAR = 'withheld'

export type PrintDocument = {
  /** The firm's name and office, printed at the head of the first page. */
  letterhead: { name: string; lines: string[] }
  title: string
  subtitle: string[]
  blocks: PrintBlock[]
  /** Printed at the foot of every page, beside "Page 2 of 5". */
  footer: string
}

export const SIGNATURE_LINES = ['Signature', 'Printed name', 'Date'] as const

/** "Page 2 of 5", as every page of a PDF is numbered. */
export const pageLabel = (page: number, pages: number) => `Page ${page} of ${pages}`
