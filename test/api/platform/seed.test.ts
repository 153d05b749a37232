import { asc } from 'drizzle-orm'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, SALES_BUYERS, SEED_SETTLEMENT_LEARNERS, seedDemo } from '../../../server/seed'
import { users } from '../../../server/src/db/schema'
import { countUsers, findRoles, findUserByPhone, hashPassword, verifyPassword } from '../../../server/src/contexts/identity/seeding'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

describe('demo seed', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.destroy())

  // Besides the demo accounts, areas seed the people their demo needs (customers of the salesperson, learners of the
  // settlement classes, candidates of the judge): SMS sign-in only, so no password, and no staff role.
  let usersAfterFirstRun = 0

  it('creates one account per role, 13800000001…11 in role order, and no other account with a password or role', async () => {
    const db = database.handle.db
    await seedDemo(db)
    const rows = await db.select().from(users).orderBy(asc(users.phone))
    const demoPhones = DEMO_ACCOUNTS.map((a) => a.phone)
    expect(rows.filter((r) => demoPhones.includes(r.phone)).map((r) => r.phone)).toEqual(demoPhones)
    expect(DEMO_ACCOUNTS.map((a) => a.role)).toEqual(['learner', 'teacher', 'sales', 'academic', 'ep', 'edu', 'judge', 'trainer', 'admin', 'finance', 'content'])
    expect(rows.find((r) => r.phone === '13800000001')!.name).toBe('演示学员')
    const others = rows.filter((r) => !demoPhones.includes(r.phone))
    expect(others.map((r) => r.phone)).toEqual(expect.arrayContaining([...SALES_BUYERS, ...SEED_SETTLEMENT_LEARNERS].map((u) => u.phone)))
    for (const other of others) {
      expect([other.phone, other.passwordHash]).toEqual([other.phone, null])
      expect([other.phone, [...(await findRoles(db, other.id))]]).toEqual([other.phone, []])
    }
    usersAfterFirstRun = rows.length
  })

  it('is idempotent: a second run changes nothing', async () => {
    await seedDemo(database.handle.db)
    expect(await countUsers(database.handle.db)).toBe(usersAfterFirstRun)
  })

  it('gives each demo account its role and the demo password', async () => {
    const db = database.handle.db
    for (const account of DEMO_ACCOUNTS) {
      const user = await findUserByPhone(db, account.phone)
      const stored = await findRoles(db, user!.id)
      const expected = [account.role, ...(account.extraRoles ?? [])].filter((role) => role !== 'learner')
      expect([...stored].sort()).toEqual(expected.sort())
    }
    const admin = await findUserByPhone(db, '13800000009')
    expect(admin!.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(await verifyPassword(DEMO_PASSWORD, admin!.passwordHash)).toBe(true)
  })
})

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Secret#123')
    expect(await verifyPassword('Secret#123', hash)).toBe(true)
    expect(await verifyPassword('Secret#124', hash)).toBe(false)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'))
  })

  it('never matches a missing or malformed stored hash', async () => {
    expect(await verifyPassword('x', null)).toBe(false)
    expect(await verifyPassword('x', 'plain-text')).toBe(false)
    expect(await verifyPassword('x', 'scrypt$a$b$c$d$e')).toBe(false)
  })
})
