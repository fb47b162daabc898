import { eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { rentalRegistrations } from '~/db/schema'
import { REFERENCE_PATTERN } from './reference'

export type RentalReceipt = { reference: string; receivedAt: Date }

/**
 * What the public confirmation page may show about a registration: its reference and when it arrived,
 * nothing personal, since anyone can type a confirmation URL. Null for a malformed or unknown reference.
 */
export async function findRentalReceipt(db: Database, reference: string): Promise<RentalReceipt | null> {
  if (!REFERENCE_PATTERN.test(reference) || !reference.startsWith('RR-')) return null
  const [row] = await db
    .select({ reference: rentalRegistrations.reference, receivedAt: rentalRegistrations.createdAt })
    .from(rentalRegistrations)
    .where(eq(rentalRegistrations.reference, reference))
  return row ?? null
}
