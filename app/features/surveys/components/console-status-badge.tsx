import { CircleDot, Clock, FileEdit, Lock } from 'lucide-react'
import { cn } from '~/lib/cn'
import type { SurveyAvailability, SurveyStatus } from '../types'

type Look = { label: string; tone: string; Icon: typeof CircleDot }

/** The status a person cares about: a published survey may still be waiting to open, or full. */
function look(status: SurveyStatus, availability: SurveyAvailability): Look {
  if (status === 'draft') return { label: 'Draft', tone: 'border-line bg-canvas text-muted', Icon: FileEdit }
  if (status === 'closed' || availability === 'closed')
    return { label: 'Closed', tone: 'border-brand-200 bg-brand-50 text-brand-800', Icon: Lock }
  if (availability === 'not_open')
    return {
      label: 'Published, opens later',
      tone: 'border-amber-200 bg-amber-50 text-amber-900',
      Icon: Clock,
    }
  if (availability === 'full')
    return {
      label: 'Published, limit reached',
      tone: 'border-brand-200 bg-brand-50 text-brand-800',
      Icon: Lock,
    }
  return {
    label: 'Open for answers',
    tone: 'border-emerald-200 bg-emerald-50 text-emerald-800',
    Icon: CircleDot,
  }
}

/** A survey's status as a pill: the words, with an icon that repeats them (never colour alone). */
export function ConsoleStatusBadge({
  status,
  availability,
}: {
  status: SurveyStatus
  availability: SurveyAvailability
}) {
  const { label, tone, Icon } = look(status, availability)
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tone,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  )
}
