// The training demo: the move library (about 120 moves with pictures and progressions), strength programs and an
// unlock code, the demo trainer with the demo learner as a client. Does nothing when company moves exist.
import { isNull } from 'drizzle-orm'
import type { Db } from '../../src/db'
import { trainingMoves } from '../../src/db/schema'
import { findUserByPhone } from '../../src/contexts/identity/seeding'
import type { FileStorage } from '../../src/integrations/storage/types'
import { seedCoaching } from './coaching'
import { insertMoves, insertTrainerLibrary } from './library'
import { installMoveImages } from './media'
import { SEED_MOVES } from './moves'
import { insertPrograms } from './programs'

export { DEMO_UNLOCK_CODE } from './programs'
export { SEED_MOVES } from './moves'

export const DEMO_TRAINER_PHONE = '13800000008'
export const DEMO_LEARNER_PHONE = '13800000001'

/** The move library and programs (enough for tests); the demo people too when their accounts exist. */
export async function seedDemoTraining(db: Db, now: Date = new Date()): Promise<boolean> {
  const [any] = await db.select({ id: trainingMoves.id }).from(trainingMoves).where(isNull(trainingMoves.ownerId)).limit(1)
  if (any) return false
  const ids = await insertMoves(db)
  await insertPrograms(db, ids, now)
  // One after the other: `db` is the seed's transaction, one connection, where pg refuses (from pg 9; warns today)
  // queries sent side by side.
  const trainer = await findUserByPhone(db, DEMO_TRAINER_PHONE)
  const learner = await findUserByPhone(db, DEMO_LEARNER_PHONE)
  if (trainer) await insertTrainerLibrary(db, trainer.id)
  if (trainer && learner) await seedCoaching(db, trainer.id, learner.id, now)
  return true
}

export function installTrainingMedia(storage: FileStorage): Promise<void> {
  return installMoveImages(storage, SEED_MOVES)
}
