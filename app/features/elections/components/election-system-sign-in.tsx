import { LogIn, UserCog } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { IconBadge } from '~/components/ui/card'
import { Section } from '~/components/ui/section'

/**
 * Where staff and board members sign in; back here, the page becomes their console. Staff's words are English
 * on every page (`lang="en"`); a page in another language gives a `note` in its own saying so.
 */
export function StaffSignInSection({ note }: { note?: ReactNode }) {
  return (
    <Section labelledBy="staff-sign-in-heading">
      {note ? <div className="mb-4 text-center">{note}</div> : null}
      <div
        lang="en"
        className="mx-auto flex max-w-3xl flex-col gap-6 rounded-card border border-line bg-white p-6 shadow-card sm:flex-row sm:items-center sm:p-8"
      >
        <IconBadge>
          <UserCog aria-hidden="true" className="size-6" />
        </IconBadge>
        <div className="flex-1">
          <h2 id="staff-sign-in-heading" className="text-xl font-semibold">
            Staff and board members
          </h2>
          <p className="mt-2 text-muted">
            Our managers prepare ballots, follow turnout and quorum, enter paper ballots and proxies, and
            certify results. Board members follow their own community’s elections. Sign in with the account
            the company gave you.
          </p>
        </div>
        <Link
          to={`/staff/login?next=${encodeURIComponent('/election-system')}`}
          className={buttonClasses('primary', 'md', 'shrink-0')}
        >
          <LogIn aria-hidden="true" className="size-4" />
          Sign in to the console
        </Link>
      </div>
    </Section>
  )
}
