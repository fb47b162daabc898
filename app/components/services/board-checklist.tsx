import { CheckSquare } from 'lucide-react'
import { Section, SectionHeading } from '~/components/ui/section'
import { boardChecklist } from '~/content/switching'
import { HandoffIllustration } from './handoff-illustration'

/** What a board gathers before the consultation, beside the hand-off illustration. */
export function BoardChecklist() {
  return (
    <Section labelledBy="switch-gather">
      <div className="grid items-center gap-12 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <SectionHeading
            id="switch-gather"
            align="left"
            eyebrow="Before the consultation"
            title="What your board needs to gather"
            lead="Bring what you have. The records belong to the association, so anything your current manager holds we request for you in step 2."
          />
          <ul className="mt-8 grid gap-x-8 gap-y-4 sm:grid-cols-2">
            {boardChecklist.map((item) => (
              <li key={item} className="flex gap-3">
                <CheckSquare aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <HandoffIllustration className="mx-auto max-w-sm lg:max-w-md" />
      </div>
    </Section>
  )
}
