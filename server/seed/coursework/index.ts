// Demo coursework: course documents and homework (seeded after the catalog and the accounts).
import type { Db } from '../../src/db'
import { seedDemoDocuments } from './documents'
import { seedDemoHomework } from './homework'

export { installCourseworkFiles } from './files'
export { COURSE_DOCUMENTS, HOMEWORK_TASKS } from './content'

/** Each part only while its table is empty. True when any was added. */
export async function seedDemoCoursework(tx: Db, now: Date): Promise<boolean> {
  const documents = await seedDemoDocuments(tx)
  const homework = await seedDemoHomework(tx, now)
  return documents || homework
}
