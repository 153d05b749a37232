// Seeding: idempotent, so running it twice (or on a partly seeded database) changes nothing.
// Later issues add their demo content here, after the accounts.
import type { Db } from '../src/db'
import type { FileStorage } from '../src/integrations/storage/types'
import { grantRoles, hashPassword, upsertUserByPhone } from '../src/contexts/identity/seeding'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts'
import { seedDemoCertification } from './certification'
import { seedDemoClassroom } from './classroom'
import { seedDemoExams } from './exams'
import { installCourseworkFiles, seedDemoCoursework } from './coursework'
import { installSeedCovers, SEED_GOODS, seedDemoCatalog } from './catalog'
import {
  ABOUT_IMAGE_SLUGS, ABOUT_IMAGES_DIR, installContentImages, seedDemoAbout, seedDemoFaq, seedDemoHome, seedDemoQuestionnaires
} from './content'
import { seedDemoSales } from './sales'
import { seedDemoSettlement } from './settlement'
import { installTrainingMedia, seedDemoTraining } from './training'

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts'
export { AGREEMENT_TEXTS, seedAgreements } from './agreements'
export { SEED_GOODS, seedDemoCatalog } from './catalog'
export { DEMO_SALES_CODE, SALES_BUYERS } from './sales/content'
export { DEMO_UNLOCK_CODE, SEED_MOVES, seedDemoTraining } from './training'
export { DEMO_CERTIFICATES, seedDemoCertification } from './certification'
export { SEED_ORGS, SEED_SETTLEMENT_LEARNERS, seedDemoSettlement } from './settlement'
export {
  SEED_ABOUT_PAGES, SEED_BANNERS, SEED_FAQ, SEED_NEWS, SEED_NOTICES, SEED_PARTNERS, SEED_QUESTIONNAIRES, SEED_STORIES, SEED_TEACHERS,
  seedDemoAbout, seedDemoFaq, seedDemoHome, seedDemoQuestionnaires
} from './content'

export async function seedDemoAccounts(db: Db): Promise<void> {
  // One hash for all accounts: scrypt is deliberately slow, and the password is the same public one anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  for (const account of DEMO_ACCOUNTS) {
    const user = await upsertUserByPhone(db, { phone: account.phone, name: account.name, passwordHash })
    // Learner is implicit for everyone; storing it would only be noise.
    const roles = [account.role, ...(account.extraRoles ?? [])].filter((role) => role !== 'learner')
    if (roles.length > 0) await grantRoles(db, user.id, roles)
  }
}

/** Everything demo, in one transaction: a crash half-way leaves an empty database that seeds again next start. */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await seedDemoAccounts(tx)
    await seedDemoCatalog(tx, now)
    await seedDemoFaq(tx)
    await seedDemoQuestionnaires(tx, now)
    await seedDemoAbout(tx)
    await seedDemoHome(tx, now)
    await seedDemoCoursework(tx, now)
    await seedDemoClassroom(tx, now)
    await seedDemoExams(tx, now)
    await seedDemoCertification(tx, now)
    await seedDemoTraining(tx, now)
    await seedDemoSettlement(tx, now)
    await seedDemoSales(tx, now)
  })
}

/**
 * The demo catalog for a database seeded before it existed (accounts but no goods); does nothing when goods
 * exist. True when it added the catalog.
 */
export function seedMissingDemoCatalog(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction((tx) => seedDemoCatalog(tx, now))
}

/** The demo content kinds a database seeded before them lacks (each only while its table is empty). True when any was added. */
export function seedMissingDemoContent(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const added = [await seedDemoFaq(tx), await seedDemoQuestionnaires(tx, now), await seedDemoAbout(tx), await seedDemoHome(tx, now),
      await seedDemoCoursework(tx, now), await seedDemoClassroom(tx, now), await seedDemoExams(tx, now),
      await seedDemoCertification(tx, now), await seedDemoTraining(tx, now), await seedDemoSettlement(tx, now),
      await seedDemoSales(tx, now)]
    return added.some(Boolean)
  })
}

/** Puts the demo pictures (goods covers, about pictures, banners, news covers) into the file storage (local files already there are kept). */
export async function installDemoCovers(storage: FileStorage): Promise<void> {
  await installSeedCovers(storage, SEED_GOODS.map((g) => g.slug))
  await installSeedCovers(storage, ABOUT_IMAGE_SLUGS, ABOUT_IMAGES_DIR)
  await installContentImages(storage)
  await installCourseworkFiles(storage)
  await installTrainingMedia(storage)
}
