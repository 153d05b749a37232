// What the demo seed (server/seed) writes accounts with, and main.ts's "no accounts yet?" check before it seeds.
// Other contexts use index.ts, never this file: seeding writes straight into this context's tables. With this one
// door the seed stays outside the module graph, so the module rule of .dependency-cruiser.cjs sees only the
// context's own imports.
export { hashPassword } from './auth/password'
export { countUsers, findUserByPhone, grantRoles, upsertUserByPhone } from './users/repo'
// The API tests seed and read back accounts the same way: a password set directly, the roles and password a seeded
// account got, the stored form of a session token.
export { verifyPassword } from './auth/password'
export { findRoles, setPasswordHash } from './users/repo'
export { hashToken } from './auth/tokens'
