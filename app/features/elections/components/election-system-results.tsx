import { ArrowRight, BarChart3 } from 'lucide-react'
import { Link } from 'react-router'
import { IconBadge } from '~/components/ui/card'
import { Section, SectionHeading } from '~/components/ui/section'
import { formatUtahDateTime } from '~/lib/dates'

export type PublicResult = {
  id: string
  title: string
  communityName: string
  closedAt: string | null
  certifiedAt: string | null
}

/** Certified results an association chose to publish for anyone, newest first (server-rendered). */
export function PublicResultsList({ results }: { results: PublicResult[] }) {
  return (
    <Section tone="canvas" labelledBy="results-heading" id="results">
      <SectionHeading
        id="results-heading"
        eyebrow="Results"
        title="Certified results"
        lead="Results an association has certified and chosen to publish for everyone."
      />
      {results.length ? (
        <ul className="mx-auto mt-12 grid max-w-3xl gap-4">
          {results.map((result) => (
            <li key={result.id} className="rounded-card border border-line bg-white p-5 shadow-card">
              <h3 className="text-lg font-semibold">{result.title}</h3>
              <p className="mt-1 text-muted">{result.communityName}</p>
              {result.certifiedAt ? (
                <p className="mt-1 text-sm text-muted">Certified {formatUtahDateTime(result.certifiedAt)}</p>
              ) : null}
              <Link
                to={`/results/${result.id}`}
                className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                See the results<span className="sr-only"> of {result.title}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mx-auto mt-12 max-w-2xl rounded-card border border-dashed border-brand-200 bg-white px-6 py-10 text-center">
          <div className="flex justify-center">
            <IconBadge>
              <BarChart3 aria-hidden="true" className="size-6" />
            </IconBadge>
          </div>
          <h3 className="mt-4 text-lg font-semibold">No public results yet</h3>
          <p className="mx-auto mt-2 max-w-prose text-muted">
            No association has published results for everyone yet. Many share them only with their own voters:
            if you voted, open the link from your invitation after voting closes to see your community’s
            results.
          </p>
        </div>
      )}
    </Section>
  )
}
