// Course documents for learners: the catalogue of courses with documents, a course's chapters with what the
// learner may open, opening one item (paid check on the server, a short-lived file link) and saving progress.
import type { DocCatalogue, DocChapter, DocCourse, DocItem, DocProgress } from '@contract/classroom/documents-shapes'
import { goodsRefsByIds, onSaleGoodsByIds, ownsGoods, sanitizeRichText } from '../../catalog'
import { userError } from '../../../http/errors'
import type { ClassroomContext } from '../context'
import { mayOpen } from './access'
import { signedFileLink } from './file-links'
import { freshProgress, nextProgress, toProgress } from './progress'
import * as repo from './repo'

const notFound = () => userError('NOT_FOUND', '课程内容不存在')
const notOwned = () => userError('DOC_NOT_OWNED', '购买课程后才能学习此内容')

export async function listCourses(ctx: ClassroomContext, userId: number): Promise<DocCourse[]> {
  const counts = await repo.coursesWithItems(ctx.db)
  const ids = counts.map((c) => c.goodsId)
  const [refs, summaries, done] = await Promise.all([
    goodsRefsByIds(ctx.db, ids, ctx.now()),
    onSaleGoodsByIds(ctx.db, ids, ctx.now()),
    repo.completedCounts(ctx.db, userId)
  ])
  const covers = new Map(summaries.map((s) => [s.id, s.cover]))
  const doneBy = new Map(done.map((d) => [d.goodsId, d.n]))
  const courses = await Promise.all(counts.map(async (c) => {
    const owned = await ownsGoods(ctx.db, userId, c.goodsId)
    const ref = refs.find((r) => r.id === c.goodsId)
    // A course neither on sale nor held is not shown: nobody could open more than its free items.
    if (!ref || (!owned && !ref.onSale)) return null
    return {
      goodsId: c.goodsId, title: ref.title, cover: covers.get(c.goodsId) ?? '', owned,
      itemCount: c.itemCount, completedCount: doneBy.get(c.goodsId) ?? 0, freeCount: c.freeCount
    }
  }))
  return courses.filter((c): c is DocCourse => c !== null).sort((a, b) => Number(b.owned) - Number(a.owned))
}

export async function getCatalogue(ctx: ClassroomContext, userId: number, goodsId: number): Promise<DocCatalogue> {
  const course = (await listCourses(ctx, userId)).find((c) => c.goodsId === goodsId)
  if (!course) throw notFound()
  const rows = await repo.catalogueRows(ctx.db, goodsId, userId)
  const chapters: DocChapter[] = []
  for (const row of rows) {
    let chapter = chapters.at(-1)
    if (chapter?.id !== row.chapterId) chapters.push((chapter = { id: row.chapterId, title: row.chapterTitle, sections: [] }))
    if (row.sectionId === null || row.sectionTitle === null) continue
    let section = chapter.sections.at(-1)
    if (section?.id !== row.sectionId) chapter.sections.push((section = { id: row.sectionId, title: row.sectionTitle, items: [] }))
    if (!row.item) continue
    section.items.push({
      ...row.item, open: course.owned || row.item.free, completed: row.completed ?? false, positionSec: row.positionSec ?? 0
    })
  }
  return { course, noSeekAhead: await repo.noSeekAhead(ctx.db, goodsId), chapters }
}

async function openableItem(ctx: ClassroomContext, userId: number, id: number) {
  const item = await repo.findItem(ctx.db, id)
  if (!item) throw notFound()
  if (!(await mayOpen(ctx.db, userId, item))) throw notOwned()
  return item
}

function extOf(path: string): string {
  return path.split('.').pop()?.toLowerCase() ?? ''
}

export async function openItem(ctx: ClassroomContext, userId: number, id: number): Promise<DocItem> {
  const item = await openableItem(ctx, userId, id)
  const now = ctx.now()
  const previous = (await repo.findProgress(ctx.db, userId, id)) ?? freshProgress(userId, id, now)
  // Opening restarts the clock the watched time is measured against; documents and text count as done once opened.
  const progress = { ...previous, savedAt: now, completed: previous.completed || item.kind !== 'video' }
  await repo.upsertProgress(ctx.db, progress)
  const link = item.filePath ? signedFileLink(item.id, now) : null
  return {
    id: item.id, goodsId: item.goodsId, kind: item.kind, title: item.title, durationSec: item.durationSec,
    url: link?.url ?? '', expiresAt: link?.expiresAt.toISOString() ?? null, ext: extOf(item.filePath),
    html: item.kind === 'text' ? sanitizeRichText(item.html) : '',
    noSeekAhead: await repo.noSeekAhead(ctx.db, item.goodsId),
    positionSec: progress.positionSec, maxPositionSec: progress.maxPositionSec, completed: progress.completed
  }
}

export async function saveProgress(ctx: ClassroomContext, userId: number, id: number, positionSec: number): Promise<DocProgress> {
  const item = await openableItem(ctx, userId, id)
  const now = ctx.now()
  return ctx.db.transaction(async (tx) => {
    const previous = (await repo.findProgress(tx, userId, id, true)) ?? freshProgress(userId, id, now)
    const next = nextProgress(previous, {
      positionSec, durationSec: item.durationSec, noSeekAhead: await repo.noSeekAhead(tx, item.goodsId), now
    })
    await repo.upsertProgress(tx, next)
    return toProgress(next)
  })
}

/** The stored file behind a valid link, for the file route (a paid check happened when the link was made). */
export async function fileOfItem(ctx: ClassroomContext, id: number): Promise<string | null> {
  const item = await repo.findItem(ctx.db, id)
  return item?.filePath || null
}
