import { and, eq } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { communityMemberships, staffUsers } from '~/db/schema'
import { formatUtahDateTime } from '~/lib/dates'
import type { ElectionRow } from './access.server'
import type { ChainCheck } from './chain.server'
import type { ElectionMail } from './messages'

// When voting closes, the community's board accounts receive the audit record's length and last hash and the
// ballot digest. Kept outside the database, that email is what shows later that no event was removed and no
// ballot changed: the record in the database can be checked against it by anyone
// (GET /api/elections/:id/verify, and the certified results page).

export async function boardEmailsOf(db: DbOrTransaction, communityId: string): Promise<string[]> {
  const rows = await db
    .select({ email: staffUsers.email })
    .from(communityMemberships)
    .innerJoin(staffUsers, eq(staffUsers.id, communityMemberships.userId))
    .where(
      and(
        eq(communityMemberships.communityId, communityId),
        eq(staffUsers.role, 'board'),
        eq(staffUsers.active, true),
      ),
    )
  return rows.map((row) => row.email)
}

export function closeRecordMail(
  row: ElectionRow,
  communityName: string,
  to: string[],
  sealed: { chain: ChainCheck; digest: string; ballots: number },
): ElectionMail {
  return {
    kind: 'record',
    to,
    subject: `Voting closed: ${row.title}`,
    heading: `Voting closed: ${row.title}`,
    intro: [
      `Voting in ${row.title} (${communityName}) closed ${formatUtahDateTime(new Date())} with ${sealed.ballots.toLocaleString('en-US')} ballots counted.`,
      'Please keep this email with the association’s records. The figures below seal the election’s record as it stood at close: if an event were later removed from its audit record, or a ballot changed, the record would no longer match them.',
    ],
    fields: [
      { label: 'Community', value: communityName },
      { label: 'Audit record events', value: String(sealed.chain.events) },
      { label: 'Audit record last hash', value: sealed.chain.head },
      { label: 'Ballot digest (SHA-256)', value: sealed.digest },
    ],
    outro: [
      'The results are not official until the management company certifies them. This email contains no votes.',
    ],
    electionId: row.id,
  }
}
