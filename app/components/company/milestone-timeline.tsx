import type { Milestone } from '~/content/story'
import { cn } from '~/lib/cn'

/**
 * Milestones as an ordered list: the year on the left, a rule joining the events on the right. The last
 * milestone (today) is marked in the accent colour.
 */
export function MilestoneTimeline({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <ol className="mx-auto max-w-3xl">
      {milestones.map((milestone, i) => {
        const last = i === milestones.length - 1
        return (
          <li
            key={milestone.id}
            className="grid grid-cols-[4rem_1fr] gap-x-5 sm:grid-cols-[6rem_1fr] sm:gap-x-8"
          >
            <p
              className={cn(
                'text-right font-serif text-lg leading-7 font-semibold sm:text-xl',
                last ? 'text-rock-600' : 'text-brand-600',
              )}
            >
              {milestone.when}
            </p>
            <div
              className={cn(
                'relative border-l-2 pl-6 sm:pl-8',
                last ? 'border-transparent' : 'border-brand-100 pb-8',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-2 -left-[7px] size-3 rounded-full ring-4 ring-white',
                  last ? 'bg-rock-500' : 'bg-brand-500',
                )}
              />
              <h3 className="font-sans text-lg leading-7 font-semibold text-brand-900">{milestone.title}</h3>
              <p className="mt-1 text-muted">{milestone.text}</p>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
