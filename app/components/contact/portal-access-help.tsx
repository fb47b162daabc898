import { Section, SectionHeading } from '~/components/ui/section'
import { company } from '~/content/company'
import { portalAccessSteps, portalHelp } from '~/content/portal'

/**
 * How an owner gets into the portal: credentials are issued by management (spec section 6), so the way in
 * is through customer service, and so is a reset.
 */
export function PortalAccessHelp() {
  return (
    <Section tone="canvas" labelledBy="access-heading">
      <SectionHeading
        id="access-heading"
        eyebrow="Getting your login"
        title="Credentials come from us"
        lead={`${company.fullName} issues every portal login, so a new account or a reset always starts with a message to customer service.`}
      />
      <div className="mt-12 grid gap-10 lg:grid-cols-[1.2fr_1fr]">
        <ol className="space-y-6">
          {portalAccessSteps.map((step, i) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="text-xl font-semibold">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <section
          aria-labelledby="portal-questions"
          className="rounded-card border border-line bg-white p-6 shadow-card"
        >
          <h3 id="portal-questions" className="text-xl font-semibold">
            Common questions
          </h3>
          <dl className="mt-4 divide-y divide-line">
            {portalHelp.map((item) => (
              <div key={item.question} className="py-4 first:pt-0 last:pb-0">
                <dt className="font-semibold text-ink">{item.question}</dt>
                <dd className="mt-1 text-muted">{item.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </Section>
  )
}
