import { and, eq, inArray } from 'drizzle-orm'
import type { UploadKind } from '@contract/files/shapes'
import type { Db } from '../../db'
import { uploads } from './tables'

export async function insertUpload(
  db: Db,
  row: { userId: number; path: string; mime: string; size: number; kind: UploadKind }
): Promise<void> {
  await db.insert(uploads).values(row)
}

/** Those of `paths` that this user uploaded: a profile may only point at the user's own files. */
export async function findOwnedUploadPaths(db: Db, userId: number, paths: string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set()
  const rows = await db
    .select({ path: uploads.path })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.path, paths)))
  return new Set(rows.map((r) => r.path))
}
