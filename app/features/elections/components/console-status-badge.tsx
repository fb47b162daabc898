import { CheckCircle2, CircleDot, FileEdit, Lock, XCircle } from 'lucide-react'
import { cn } from '~/lib/cn'
import { statusLabels, type ElectionStatus } from '../types'

const STYLES: Record<ElectionStatus, { tone: string; Icon: typeof CircleDot }> = {
  draft: { tone: 'border-line bg-canvas text-muted', Icon: FileEdit },
  open: { tone: 'border-emerald-200 bg-emerald-50 text-emerald-800', Icon: CircleDot },
  closed: { tone: 'border-brand-200 bg-brand-50 text-brand-800', Icon: Lock },
  certified: { tone: 'border-brand-700 bg-brand-700 text-white', Icon: CheckCircle2 },
  cancelled: { tone: 'border-rock-100 bg-rock-50 text-rock-700', Icon: XCircle },
}

/** An election's status as a pill: the word, with an icon that repeats it (never colour alone). */
export function ConsoleStatusBadge({ status, published }: { status: ElectionStatus; published?: boolean }) {
  const { tone, Icon } = STYLES[status]
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tone,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {statusLabels[status]}
      {status === 'certified' && published ? ', published' : ''}
    </span>
  )
}
