// SQL for the cache of mini-program codes already made (one row per thing a code opens, e.g. 'goods:12').
import { eq } from 'drizzle-orm'
import type { Db } from '../../../db'
import { miniProgramCodes } from '../tables'

export async function findCodePath(db: Db, target: string): Promise<string | undefined> {
  const [row] = await db.select({ path: miniProgramCodes.path }).from(miniProgramCodes).where(eq(miniProgramCodes.target, target)).limit(1)
  return row?.path
}

/** Records the code's path; false when another request (or API node) recorded one for the target first. */
export async function insertCode(db: Db, row: { target: string; path: string }): Promise<boolean> {
  const inserted = await db
    .insert(miniProgramCodes)
    .values(row)
    .onConflictDoNothing({ target: miniProgramCodes.target })
    .returning({ target: miniProgramCodes.target })
  return inserted.length > 0
}
