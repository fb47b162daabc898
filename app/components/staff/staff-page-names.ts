import { matchPath, useLocation, useNavigation } from 'react-router'

// The name of every back-office page: its heading while its data loads (a detail page then shows its
// record's own name), and its tab's title when it has nothing more particular to say. The staff layout
// shows the name of the page being opened at once, before that page's code and data arrive, so it is
// known here by address (app/routes.ts maps the same addresses to the route modules).
const STAFF_PAGES: ReadonlyArray<readonly [pattern: string, name: string]> = [
  ['/staff', 'Inbox'],
  ['/staff/submissions/:type/:id', 'Submission'],
  ['/staff/outbox', 'Outbox'],
  ['/staff/outbox/:id', 'Outbox message'],
  ['/staff/law-questions', 'Law questions'],
  ['/staff/users', 'Staff users'],
  ['/staff/backups', 'Backups'],
  ['/staff/password', 'Password'],
  ['/staff/blog', 'Blog'],
  ['/staff/blog/new', 'Write an article'],
  ['/staff/blog/:id', 'Edit article'],
  ['/staff/communities', 'Communities'],
  ['/staff/communities/new', 'Add a community'],
  ['/staff/communities/:id', 'Community'],
  ['/staff/communities/:id/settings', 'Community settings'],
  ['/staff/communities/:id/import', 'Import the roll'],
  ['/staff/communities/:id/units/new', 'Add a unit'],
  ['/staff/communities/:id/units/:unitId', 'Unit'],
  ['/staff/elections', 'Elections'],
  ['/staff/elections/new', 'New election'],
  ['/staff/elections/:id', 'Election'],
  ['/staff/elections/:id/edit', 'Edit election'],
  ['/staff/elections/:id/preview', 'Ballot preview'],
  ['/staff/elections/:id/notices', 'Printed notices'],
  ['/staff/elections/:id/certificate', 'Results report'],
  ['/staff/surveys', 'Surveys'],
  ['/staff/surveys/new', 'New survey'],
  ['/staff/surveys/:id', 'Survey'],
  ['/staff/surveys/:id/edit', 'Edit survey'],
  ['/staff/surveys/:id/preview', 'Survey preview'],
]

const parameters = (pattern: string) => pattern.split('/').filter((part) => part.startsWith(':')).length

/** The page's name by its address, or null outside the pages above (the sign-in page, a mistyped address). */
export function staffPageName(pathname: string): string | null {
  // matchPath ranks nothing: "new" must win over a parameter, as the router ranks them.
  const matches = STAFF_PAGES.filter(([pattern]) => matchPath(pattern, pathname))
  const best = matches.sort((a, b) => parameters(a[0]) - parameters(b[0]))[0]
  return best ? best[1] : null
}

/** The name of the page at the current address, for its first load ("Back office" if it has none). */
export function useStaffPageName(): string {
  return staffPageName(useLocation().pathname) ?? 'Back office'
}

/**
 * While the router opens another staff page (its code and data loading), that page's name: it is shown at
 * once in place of the page left. Null for the same page with other search terms (a filter, a list's next
 * page: that page stays, dimmed) and for an address that is no staff page (signing out).
 */
export function useOpeningStaffPage(): string | null {
  const navigation = useNavigation()
  const { pathname } = useLocation()
  if (navigation.state !== 'loading' || navigation.location.pathname === pathname) return null
  return staffPageName(navigation.location.pathname)
}
