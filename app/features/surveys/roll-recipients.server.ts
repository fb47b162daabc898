import { and, asc, eq, sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { communities, communityOwners, communityUnits, unitOwners } from '~/db/schema'
import type { SurveyRow } from './access.server'
import type { Locale } from '~/i18n/locales'
import { localizeSurvey } from './localize'
import type { MailAbout } from './messages'
import { toDefinition } from './questions.server'
import { surveyWords } from './words.server'

// Who a community survey's emails reach: the owners (or units) on the community's roll with an email.

export type Recipient = {
  ownerId: string | null
  unitId: string | null
  recipient: string
  units: string
  emails: string[]
  /** The language the emails are written in: the owner's, or for a unit Spanish when every owner reads it. */
  language: Locale
}

/** Who on the roll can be reached by email, per owner or per unit. */
export async function rollRecipients(db: DbOrTransaction, survey: SurveyRow): Promise<Recipient[]> {
  if (!survey.communityId) return []
  const inCommunity = eq(communityUnits.communityId, survey.communityId)
  if (survey.invitePer === 'owner') {
    const rows = await db
      .select({
        id: communityOwners.id,
        name: communityOwners.name,
        email: communityOwners.email,
        language: communityOwners.language,
        units: sql<string>`string_agg(${communityUnits.label}, ', ' order by ${communityUnits.sortKey})`,
      })
      .from(communityOwners)
      .innerJoin(unitOwners, eq(unitOwners.ownerId, communityOwners.id))
      .innerJoin(communityUnits, eq(communityUnits.id, unitOwners.unitId))
      .where(and(inCommunity, sql`coalesce(${communityOwners.email}, '') <> ''`))
      .groupBy(communityOwners.id)
      .orderBy(asc(communityOwners.name))
    return rows.map((r) => ({
      ownerId: r.id,
      unitId: null,
      recipient: r.name,
      units: r.units,
      emails: [r.email!],
      language: r.language,
    }))
  }
  const rows = await db
    .select({
      id: communityUnits.id,
      label: communityUnits.label,
      emails: sql<string[]>`array_agg(distinct lower(${communityOwners.email}))`,
      spanish: sql<boolean>`bool_and(${communityOwners.language} = 'es')`,
    })
    .from(communityUnits)
    .innerJoin(unitOwners, eq(unitOwners.unitId, communityUnits.id))
    .innerJoin(communityOwners, eq(communityOwners.id, unitOwners.ownerId))
    .where(and(inCommunity, sql`coalesce(${communityOwners.email}, '') <> ''`))
    .groupBy(communityUnits.id)
    .orderBy(asc(communityUnits.sortKey))
  return rows.map((r) => ({
    ownerId: null,
    unitId: r.id,
    recipient: r.label,
    units: r.label,
    emails: r.emails,
    language: r.spanish ? ('es' as const) : ('en' as const),
  }))
}

export async function aboutOf(db: DbOrTransaction, survey: SurveyRow) {
  const [community] = survey.communityId
    ? await db
        .select({ name: communities.name })
        .from(communities)
        .where(eq(communities.id, survey.communityId))
    : []
  return (recipient: string, locale: Locale = 'en'): MailAbout => ({
    surveyId: survey.id,
    surveyTitle: localizeSurvey(toDefinition(survey, []), locale).title,
    communityName: community?.name ?? 'Your community',
    closesAt: survey.closesAt,
    anonymous: survey.anonymous,
    recipient,
    t: surveyWords(locale),
  })
}
