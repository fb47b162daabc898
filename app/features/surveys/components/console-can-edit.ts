import { useRouteLoaderData } from 'react-router'

/**
 * Whether the signed-in account may create and change surveys: company staff may; a board account reads
 * its communities' surveys and results (the API answers its changes with 403, and the pages do not offer
 * them).
 */
export function useCanRunSurveys(): boolean {
  const layout = useRouteLoaderData('routes/staff/layout') as { user: { role: string } } | undefined
  return layout?.user.role === 'admin' || layout?.user.role === 'manager'
}
