import { ChevronDown } from 'lucide-react'
import { Accordion } from 'radix-ui'
import { Section, SectionHeading } from '~/components/ui/section'
import type { FaqItem } from '~/content/faq'

/**
 * The FAQ (spec section 1) as an accordion: each question is a button in an h3; Enter or Space opens it,
 * the arrow keys, Home and End move between questions (Radix Accordion).
 */
export function FaqSection({ items }: { items: readonly FaqItem[] }) {
  return (
    <Section labelledBy="faq-title">
      <SectionHeading
        id="faq-title"
        eyebrow="FAQ"
        title="Frequently asked questions"
        lead="The questions boards ask us most before they sign."
      />
      <Accordion.Root
        type="single"
        collapsible
        className="mx-auto mt-10 max-w-3xl divide-y divide-line border-y border-line"
      >
        {items.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Accordion.Header className="font-sans">
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 py-5 text-left text-lg font-semibold text-brand-900 hover:text-brand-700">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand-500 transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="pb-6 text-muted">
              <p className="max-w-prose">{item.answer}</p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Section>
  )
}
