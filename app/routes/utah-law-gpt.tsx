import { BookOpenText, Landmark, ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { Card, IconBadge } from '~/components/ui/card'
import { Section } from '~/components/ui/section'
import { LawTool } from '~/features/law/components/law-tool'
import { textLinkClass } from '~/features/law/components/source-currency'
import { LAW_SOURCES_PATH } from '~/features/law/law-client'
import { UTAH_CODE_URL } from '~/features/law/retrieval-answer'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/utah-law-gpt'

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Utah HOA Law Assistant', path: '/utah-law-gpt' },
] as const

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Utah HOA Law Assistant: Ask About the Utah Code',
    description:
      'Ask a question about Utah HOA or condominium law. The assistant searches the Community Association ' +
      'Act, the Condominium Ownership Act and the nonprofit voting rules, quotes the sections and links to le.utah.gov.',
    path: '/utah-law-gpt',
    origin: matches[0].loaderData?.origin ?? '',
    crumbs,
  })
}

function Aside({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="flex gap-4 p-5">
      <IconBadge>{icon}</IconBadge>
      <div className="min-w-0">
        <h2 className="font-sans text-base font-semibold text-brand-900">{title}</h2>
        <div className="mt-1 grid gap-2 text-sm text-muted">{children}</div>
      </div>
    </Card>
  )
}

export default function UtahLawGpt() {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow="Utah HOA law assistant"
        title="Ask a question about Utah HOA law"
        lead="Choose your type of community and ask in your own words. The assistant finds the Utah Code sections that apply, quotes them and links to the official text."
      />
      <Section>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-10">
          <Card className="p-5 sm:p-8">
            <LawTool />
          </Card>
          <div className="grid content-start gap-4">
            <Aside icon={<BookOpenText aria-hidden="true" className="size-5" />} title="What it searches">
              <p>
                The Community Association Act (Utah Code Title 57, Chapter 8a), the Condominium Ownership Act
                (Chapter 8), the member-voting sections of the Revised Nonprofit Corporation Act (Title 16,
                Chapter 6a), the transfer-fee rules of 57-1-46 and the chapter on the Office of the HOA
                Ombudsman (Title 13, Chapter 79).
              </p>
              <p>
                Our library does not yet hold every section, and some are shortened; each answer says so and
                links to the full text.
              </p>
              <p>
                <Link to={LAW_SOURCES_PATH} className={textLinkClass}>
                  Every section it holds, and how current each is
                </Link>
              </p>
            </Aside>
            <Aside icon={<Landmark aria-hidden="true" className="size-5" />} title="Beyond the statutes">
              <p>
                Search the whole Utah Code at{' '}
                <a href={UTAH_CODE_URL} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
                  le.utah.gov
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                . The Office of the HOA Ombudsman at the Utah Department of Commerce helps owners and
                associations understand their rights and duties.
              </p>
            </Aside>
            <Aside icon={<ShieldCheck aria-hidden="true" className="size-5" />} title="General information">
              <p>
                Answers are general information, not legal advice. Your declaration, bylaws and rules also
                apply; for advice on your situation, ask a Utah attorney. We keep the questions asked to
                improve the assistant, so please leave out names and addresses.
              </p>
            </Aside>
          </div>
        </div>
      </Section>
    </>
  )
}
