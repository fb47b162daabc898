import { useRouteLoaderData } from 'react-router'

/**
 * Whether the signed-in account may change communities: company staff may, board accounts read only (the
 * API answers their writes with 403 anyway; the pages do not offer them).
 */
export function useCanEdit(): boolean {
  const layout = useRouteLoaderData('routes/staff/layout') as { user: { role: string } } | undefined
  return layout?.user.role === 'admin' || layout?.user.role === 'manager'
}
