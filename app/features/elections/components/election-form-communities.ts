import type { CommunityChoice } from './election-form-values'

/** What GET /api/communities answers per community, as far as an election reads it. */
export type CommunityAnswer = Omit<CommunityChoice, 'totals'> & {
  totals: { units: number; totalWeight: string }
}

/** The communities an election can be held in, with the settings it starts from and today's roll totals. */
export const communityChoices = (communities: CommunityAnswer[]): CommunityChoice[] =>
  communities.map((c) => ({
    id: c.id,
    name: c.name,
    quorumPercent: c.quorumPercent,
    quorumBasis: c.quorumBasis,
    secretBallotDefault: c.secretBallotDefault,
    revoteAllowedDefault: c.revoteAllowedDefault,
    totals: { units: c.totals.units, totalWeight: c.totals.totalWeight },
  }))
