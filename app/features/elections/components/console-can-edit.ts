import { useRouteLoaderData } from 'react-router'

/**
 * Whether the signed-in account may create and change elections: company staff may; a board account
 * follows its communities' elections read-only (decision 0011: the API answers its changes with 403, and
 * the pages do not offer them). The same idea as the communities' useCanEdit.
 */
export function useCanRunElections(): boolean {
  const layout = useRouteLoaderData('routes/staff/layout') as { user: { role: string } } | undefined
  return layout?.user.role === 'admin' || layout?.user.role === 'manager'
}
