import { ChevronDown } from 'lucide-react'
import { Section, SectionHeading } from '~/components/ui/section'
import { switchFaqs } from '~/content/switching'

/** Questions boards ask before switching; native disclosure widgets, so they work before hydration too. */
export function SwitchFaq() {
  return (
    <Section labelledBy="switch-faq">
      <SectionHeading
        id="switch-faq"
        eyebrow="Questions boards ask"
        title="Before you switch"
        lead="The concerns we hear most often from boards weighing a change, answered plainly."
      />
      <div className="mx-auto mt-10 max-w-3xl divide-y divide-line rounded-card border border-line bg-white shadow-card">
        {switchFaqs.map((faq) => (
          <details key={faq.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-brand-900 hover:bg-canvas sm:px-6 [&::-webkit-details-marker]:hidden">
              <h3 className="font-sans text-base font-semibold">{faq.question}</h3>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-5 text-muted sm:px-6">{faq.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}
