import type { ReactNode } from 'react'
import type { LegalDocument } from '~/content/legal'

/**
 * Renders a legal document; `extra` adds content after a section (such as a link to another policy). The
 * effective date is the dialog's description, shown once above this.
 */
export function LegalDocumentView({
  document,
  extra = {},
}: {
  document: LegalDocument
  extra?: Record<string, ReactNode>
}) {
  return (
    <article className="space-y-6 text-sm leading-relaxed text-ink">
      <p>{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.id} aria-labelledby={`legal-${section.id}`}>
          <h3 id={`legal-${section.id}`} className="font-sans text-base font-semibold text-brand-900">
            {section.heading}
          </h3>
          {section.blocks.map((block, i) =>
            block.kind === 'p' ? (
              <p key={i} className="mt-2">
                {block.text}
              </p>
            ) : (
              <ul key={i} className="mt-2 list-disc space-y-1 pl-5">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
          {extra[section.id]}
        </section>
      ))}
    </article>
  )
}
