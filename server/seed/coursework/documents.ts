// Demo course documents: chapters, sections and items of the demo courses (files from files.ts).
import { count } from 'drizzle-orm'
import type { Db } from '../../src/db'
import { courseChapters, courseDocSettings, courseItems, courseSections, goods } from '../../src/db/schema'
import { COURSE_DOCUMENTS } from './content'
import { courseworkPath } from './files'

/** Does nothing when course documents exist. True when it added them. */
export async function seedDemoDocuments(tx: Db): Promise<boolean> {
  const [existing] = await tx.select({ n: count() }).from(courseChapters)
  if ((existing?.n ?? 0) > 0) return false
  const ids = new Map((await tx.select({ id: goods.id, slug: goods.slug }).from(goods)).map((g) => [g.slug, g.id]))
  let added = false
  for (const [slug, course] of Object.entries(COURSE_DOCUMENTS)) {
    const goodsId = ids.get(slug)
    if (!goodsId) continue
    added = true
    await tx.insert(courseDocSettings).values({ goodsId, noSeekAhead: course.noSeekAhead }).onConflictDoNothing()
    for (const [c, chapter] of course.chapters.entries()) {
      const [ch] = await tx.insert(courseChapters).values({ goodsId, title: chapter.title, sort: c }).returning({ id: courseChapters.id })
      for (const [s, section] of chapter.sections.entries()) {
        const [sec] = await tx.insert(courseSections).values({ chapterId: ch.id, title: section.title, sort: s }).returning({ id: courseSections.id })
        await tx.insert(courseItems).values(section.items.map((item, i) => ({
          sectionId: sec.id, goodsId, kind: item.kind, title: item.title, free: item.free ?? false,
          filePath: item.file ? courseworkPath(item.file) : '', durationSec: item.durationSec ?? 0, html: item.html ?? '', sort: i
        })))
      }
    }
  }
  return added
}
