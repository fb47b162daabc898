/** Whether a path is in the staff back office (its own layout; an application, hydrated at once). */
export const isBackOfficePath = (pathname: string): boolean => /^\/staff(\/|$)/.test(pathname)
