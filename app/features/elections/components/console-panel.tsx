import { ArrowRight, Plus, Vote } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { IconBadge } from '~/components/ui/card'
import type { ConsoleSession } from './console-data'
import { ConsoleElectionList } from './console-election-list'

const ROLE_LABELS = { admin: 'Admin', manager: 'Manager', board: 'Board' } as const

type Signed = Exclude<ConsoleSession, { state: 'signed-out' }>

/**
 * The console on /election-system for a signed-in staff or board account: the elections, and the way
 * into the back office. It replaces the homeowners' content, which stays one click away.
 */
export function ConsolePanel({ session, onShowPublic }: { session: Signed; onShowPublic: () => void }) {
  const { user } = session
  const board = user.role === 'board'
  return (
    <section aria-labelledby="console-heading" className="bg-canvas py-12 md:py-16">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex items-start gap-4">
            <IconBadge>
              <Vote aria-hidden="true" className="size-6" />
            </IconBadge>
            <div>
              <h2 id="console-heading" className="text-2xl font-semibold">
                Election console
              </h2>
              <p className="mt-1 text-muted">
                Signed in as {user.name} ({ROLE_LABELS[user.role]}).{' '}
                {board
                  ? 'You can follow your communities’ elections; the management company runs them.'
                  : 'Create and run elections in the back office; this list shows them all.'}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {!board && session.state === 'signed-in' ? (
              <Link to="/staff/elections/new" className={buttonClasses('primary', 'md')}>
                <Plus aria-hidden="true" className="size-4" />
                New election
              </Link>
            ) : null}
            <Link to="/staff/elections" className={buttonClasses('secondary', 'md')}>
              Open the back office
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
        <ConsoleBody session={session} board={board} />
        <p className="text-sm">
          <button
            type="button"
            onClick={onShowPublic}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            Show this page as homeowners see it
          </button>
        </p>
      </div>
    </section>
  )
}

function ConsoleBody({ session, board }: { session: Signed; board: boolean }) {
  if (session.state === 'password-due')
    return (
      <p role="status" className="rounded-card border border-line bg-white p-5">
        Please choose a new password before you continue.{' '}
        <Link to="/staff/password" className="font-semibold text-brand-700 underline underline-offset-2">
          Choose a new password
        </Link>
      </p>
    )
  if (session.state === 'failed')
    return (
      <p role="alert" className="rounded-card border border-rock-100 bg-rock-50 p-5 text-rock-700">
        {session.message}
      </p>
    )
  if (session.elections.length === 0)
    return (
      <p className="rounded-card border border-dashed border-brand-200 bg-white p-6 text-center text-muted">
        {board
          ? 'Your communities have no elections yet. When the management company prepares one, it appears here.'
          : 'No elections yet. Start one with “New election”: pick the community, add the contests, preview the ballot, then open it.'}
      </p>
    )
  return <ConsoleElectionList elections={session.elections} turnout={session.turnout} />
}
