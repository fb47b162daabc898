// The admin the e2e server starts with: playwright.config.ts creates it with scripts/staff-create.ts on the
// fresh DATA_DIR before the server starts, and the staff journeys sign in with it.
export const E2E_ADMIN = {
  email: 'e2e-admin@example.com',
  name: 'Erin Admin',
  password: 'juniper basalt harbor 731',
} as const
