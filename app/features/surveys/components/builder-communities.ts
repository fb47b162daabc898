import type { CommunityOption } from './builder-settings'

/** What GET /api/communities answers per community, as far as the builder reads it. */
export type CommunityAnswer = {
  id: string
  name: string
  totals: { units: number; owners: number; ownersWithoutEmail: number }
}

/** The communities a survey can invite, with today's roll, by name. */
export const communityOptions = (communities: CommunityAnswer[]): CommunityOption[] =>
  communities
    .map((c) => ({
      id: c.id,
      name: c.name,
      units: c.totals.units,
      owners: c.totals.owners,
      withEmail: c.totals.owners - c.totals.ownersWithoutEmail,
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
