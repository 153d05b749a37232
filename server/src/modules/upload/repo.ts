import type { UploadKind } from '@contract/upload'
import type { Db } from '../../db'
import { uploads } from '../../db/schema'

export async function insertUpload(
  db: Db,
  row: { userId: number; path: string; mime: string; size: number; kind: UploadKind }
): Promise<void> {
  await db.insert(uploads).values(row)
}
