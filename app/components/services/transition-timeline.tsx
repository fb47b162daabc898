import { LifeBuoy } from 'lucide-react'
import { cn } from '~/lib/cn'
import { enhancedSupportDays } from '~/content/services'
import { supportMilestones, transitionTimeline } from '~/content/switching'

/**
 * The 4-week transition as a timeline: a vertical track on phones, a horizontal one from the medium
 * breakpoint, followed by the 90 days of enhanced support.
 */
export function TransitionTimeline({
  labelledBy,
  compact = false,
}: {
  labelledBy: string
  compact?: boolean
}) {
  // Compact lives in the switch dialog, under an h3 section heading.
  const WeekHeading = compact ? 'h4' : 'h3'
  return (
    <div>
      <ol
        aria-labelledby={labelledBy}
        className={cn('grid', compact ? 'gap-4 sm:grid-cols-2' : 'gap-8 md:grid-cols-4 md:gap-6')}
      >
        {transitionTimeline.map((week, i) => (
          <li
            key={week.week}
            className={cn('relative', compact ? 'rounded-lg bg-canvas p-4' : 'pl-10 md:pt-12 md:pl-0')}
          >
            {compact ? null : <TimelineTrack last={i === transitionTimeline.length - 1} />}
            <p
              className={cn(
                'font-semibold tracking-wide text-rock-600 uppercase',
                compact ? 'text-xs' : 'text-sm',
              )}
            >
              Week {week.week}
            </p>
            <WeekHeading
              className={cn('font-semibold', compact ? 'font-sans text-base text-brand-900' : 'mt-1 text-xl')}
            >
              {week.title}
            </WeekHeading>
            <ul className={cn('space-y-1.5 text-sm', compact ? 'mt-2 text-muted' : 'mt-3 text-ink')}>
              {week.tasks.map((task) => (
                <li key={task} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
                  <span>{task}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <div
        className={cn(
          'rounded-card bg-gradient-to-r from-brand-800 to-brand-600 text-white',
          compact ? 'mt-4 p-4' : 'mt-10 p-6 md:p-8',
        )}
      >
        <div className="flex items-start gap-3">
          <LifeBuoy
            aria-hidden="true"
            className={cn('shrink-0 text-rock-100', compact ? 'size-6' : 'size-8')}
          />
          <div>
            <p className={cn('font-serif font-semibold', compact ? 'text-base' : 'text-xl')}>
              Then: {enhancedSupportDays} days of enhanced support
            </p>
            <p className={cn('text-brand-100', compact ? 'mt-1 text-sm' : 'mt-1')}>
              From the day we take over, a senior manager works alongside your community manager.
            </p>
          </div>
        </div>
        <ol
          aria-label="Enhanced support checkpoints"
          className={cn('grid gap-3 sm:grid-cols-2', compact ? 'mt-4' : 'mt-6 lg:grid-cols-4')}
        >
          {supportMilestones.map((milestone) => (
            <li key={milestone.label} className="rounded-lg bg-white/10 p-3 text-sm">
              <span className="block font-semibold text-white">{milestone.label}</span>
              <span className="block text-brand-50">{milestone.text}</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  )
}

/** The line and dot of one week: down the left edge on phones, across the top from md. */
function TimelineTrack({ last }: { last: boolean }) {
  return (
    <>
      {last ? null : (
        <span
          aria-hidden="true"
          className="absolute top-2 -bottom-8 left-[0.6875rem] w-0.5 bg-brand-200 md:hidden"
        />
      )}
      <span
        aria-hidden="true"
        className={cn(
          'absolute top-[1.125rem] left-0 hidden h-1 rounded-full bg-brand-200 md:block',
          last ? 'right-0' : '-right-6',
        )}
      />
      <span
        aria-hidden="true"
        className="absolute top-1 left-0 size-6 rounded-full border-4 border-white bg-brand-700 shadow-card md:top-2"
      />
    </>
  )
}
