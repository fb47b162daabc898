import { sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { DEFAULT_LOCALE, isLocale, type Locale } from '~/i18n/locales'

// The language an owner reads (community_owners.language), for the mail and paper an election sends them.
// It is read from the community's current roll at the time of sending, not from the roll frozen at opening:
// it is how to write to the owner, not part of the election's record, so a change staff make during the
// vote reaches the next reminder. An address shared by owners with different languages gets Spanish if any
// of them reads it (they share the mailbox); a printed notice goes in the language of the unit's first owner.

export type Languages = {
  /** The address's language; English for an address no owner of the community has. */
  of: (communityId: string, email: string) => Locale
  /** The same, but nothing for an address no owner of the community has. */
  known: (communityId: string, email: string) => Locale | undefined
}

/** Looks up every address at once; an address no owner of the community has gets English. */
export async function languagesByEmail(db: DbOrTransaction, emails: readonly string[]): Promise<Languages> {
  const found = new Map<string, Locale>()
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()))]
  if (wanted.length > 0) {
    const rows = (await db.execute(sql`
      select community_id::text as community, lower(email) as email,
        case when bool_or(language = 'es') then 'es' else 'en' end as language
      from community_owners
      where email is not null and lower(email) in (${sql.join(
        wanted.map((email) => sql`${email}`),
        sql`, `,
      )})
      group by 1, 2`)) as { rows: Array<{ community: string; email: string; language: string }> }
    for (const row of rows.rows)
      if (isLocale(row.language)) found.set(`${row.community}|${row.email}`, row.language)
  }
  const known = (communityId: string, email: string) => found.get(`${communityId}|${email.toLowerCase()}`)
  return { known, of: (communityId, email) => known(communityId, email) ?? DEFAULT_LOCALE }
}

/** Each unit's language for paper: its first owner's, in roll order; English for a unit without owners. */
export async function languagesByUnit(
  db: DbOrTransaction,
  unitIds: readonly string[],
): Promise<(unitId: string) => Locale> {
  const found = new Map<string, Locale>()
  if (unitIds.length > 0) {
    const rows = (await db.execute(sql`
      select distinct on (uo.unit_id) uo.unit_id::text as unit, o.language
      from unit_owners uo join community_owners o on o.id = uo.owner_id
      where uo.unit_id in (${sql.join(
        unitIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      order by uo.unit_id, uo.position, o.id`)) as { rows: Array<{ unit: string; language: string }> }
    for (const row of rows.rows) if (isLocale(row.language)) found.set(row.unit, row.language)
  }
  return (unitId) => found.get(unitId) ?? DEFAULT_LOCALE
}
