import { data } from 'react-router'
import { NotFound } from '~/components/not-found'
import { company } from '~/content/company'
import type { Route } from './+types/not-found'

// Any path no other route claims: the not-found page, inside the shell, with HTTP status 404.
export function loader() {
  return data(null, { status: 404 })
}

export function meta(_: Route.MetaArgs) {
  return [{ title: `Page not found | ${company.fullName}` }, { name: 'robots', content: 'noindex' }]
}

export default function NotFoundRoute() {
  return <NotFound />
}
