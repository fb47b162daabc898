import { MapPin } from 'lucide-react'
import { cardClasses } from '~/components/ui/card'
import { credentials, type LeadershipRole } from '~/content/story'

/** The leadership team by role: office, credentials (expanded on hover and for screen readers) and focus. */
export function LeadershipList({ people }: { people: readonly LeadershipRole[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {people.map((person) => (
        <li key={person.role} className={cardClasses(false, 'flex flex-col')}>
          <h3 className="font-sans text-lg font-semibold text-brand-900">{person.role}</h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
            <MapPin aria-hidden="true" className="size-4 text-rock-600" />
            {person.office}
          </p>
          {person.credentials.length > 0 ? (
            <p className="mt-3 flex flex-wrap gap-2">
              {person.credentials.map((code) => (
                <abbr
                  key={code}
                  title={credentials[code].name}
                  className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 no-underline"
                >
                  {code}
                  <span className="sr-only">: {credentials[code].name}</span>
                </abbr>
              ))}
            </p>
          ) : null}
          <p className="mt-3 text-sm text-ink">{person.focus}</p>
        </li>
      ))}
    </ul>
  )
}

/** What each designation is and who awards it, so the letters mean something to a board. */
export function CredentialNotes() {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {(Object.keys(credentials) as Array<keyof typeof credentials>).map((code) => (
        <div key={code} className="rounded-card border border-line bg-white p-5">
          <dt className="font-semibold text-brand-900">
            {code}: {credentials[code].name}
          </dt>
          <dd className="mt-1 text-sm text-muted">
            {credentials[code].summary} Awarded by {credentials[code].awardedBy}.
          </dd>
        </div>
      ))}
    </dl>
  )
}
