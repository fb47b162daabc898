import type { DialogProps } from '~/components/dialog-host'
import { Dialog, DialogContent } from '~/components/ui/dialog'
import { company } from '~/content/company'
import { milestones, story } from '~/content/story'
import { DialogPageLink } from './dialog-page-link'
import { WasatchSkyline } from './wasatch-skyline'

// The short version of /about: why we started, a few milestones, who leads, and the way to the full story.
const highlights = ['founded', 'st-george', 'today']

export default function OurStoryDialog({ open, onOpenChange }: DialogProps) {
  const shown = milestones.filter((m) => highlights.includes(m.id))
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title="Our Story"
        description={`${company.fullName}, serving Utah communities since ${company.founded}`}
      >
        <div className="space-y-5 text-ink">
          <WasatchSkyline band className="rounded-lg sm:float-right sm:mb-2 sm:ml-6 sm:w-72" />
          <p>{story.origin[0]}</p>
          <p>{story.origin[1]}</p>
          <section aria-labelledby="our-story-milestones" className="clear-both">
            <h3 id="our-story-milestones" className="font-sans text-base font-semibold text-brand-900">
              Along the way
            </h3>
            <ol className="mt-3 space-y-3">
              {shown.map((milestone) => (
                <li key={milestone.id} className="flex gap-4">
                  <span className="w-14 shrink-0 font-semibold text-rock-600">{milestone.when}</span>
                  <span>
                    <span className="font-semibold text-brand-900">{milestone.title}.</span>{' '}
                    <span className="text-muted">{milestone.text}</span>
                  </span>
                </li>
              ))}
            </ol>
          </section>
          <p>{story.people}</p>
          <div className="border-t border-line pt-5">
            <DialogPageLink to="/about" onNavigate={() => onOpenChange(false)}>
              Read our full story
            </DialogPageLink>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  )
}
