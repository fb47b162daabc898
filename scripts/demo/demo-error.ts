/** Something in the database keeps the demo from being seeded; the message says what to do. */
export class DemoSeedError extends Error {
  override name = 'DemoSeedError'
}
