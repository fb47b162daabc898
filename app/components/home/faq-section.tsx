import { Accordion } from '~/components/ui/accordion'
import { Section, SectionHeading } from '~/components/ui/section'
import type { FaqItem } from '~/content/faq'

/**
 * The FAQ (spec section 1) as an accordion: each question is a button in an h3; Enter or Space opens it,
 * the arrow keys, Home and End move between questions.
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
      <Accordion
        items={items.map((item) => ({
          id: item.id,
          title: item.question,
          content: <p className="max-w-prose">{item.answer}</p>,
        }))}
        className="mx-auto mt-10 max-w-3xl divide-y divide-line border-y border-line"
      />
    </Section>
  )
}
