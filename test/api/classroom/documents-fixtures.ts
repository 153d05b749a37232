// Course documents and homework set-up for the classroom API tests: a course with a chapter, a section and items,
// a stored file behind an item, and a class with its teacher.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { newKey } from '../../../server/src/contexts/files'
import {
  classTeachers, courseChapters, courseDocSettings, courseItems, courseSections, homeworkTasks
} from '../../../server/src/db/schema'
import type { TestApp } from '../helpers/test-app'

export async function storeFile(t: TestApp, ext: string, content: Buffer): Promise<string> {
  const tmp = path.join(os.tmpdir(), `coursework-${process.pid}-${Date.now()}.${ext}`)
  await fs.writeFile(tmp, content)
  const key = newKey(ext, new Date())
  await t.storage.put({ key, sourcePath: tmp, mime: 'application/octet-stream', size: content.length })
  return `/uploads/${key}`
}

export interface Course {
  goodsId: number
  video: number
  freeVideo: number
  pdf: number
  text: number
}

/** A course with a 120 s paid video, a 60 s free video, a PDF and a rich text item. */
export async function makeCourse(t: TestApp, goodsId: number, options: { noSeekAhead?: boolean } = {}): Promise<Course> {
  if (options.noSeekAhead) await t.db.insert(courseDocSettings).values({ goodsId, noSeekAhead: true })
  const [chapter] = await t.db.insert(courseChapters).values({ goodsId, title: '第一章 基础' }).returning()
  const [section] = await t.db.insert(courseSections).values({ chapterId: chapter.id, title: '第一节 解剖' }).returning()
  const videoPath = await storeFile(t, 'mp4', Buffer.from('0123456789abcdef'))
  const pdfPath = await storeFile(t, 'pdf', Buffer.from('%PDF-1.4 test'))
  const item = (values: Omit<typeof courseItems.$inferInsert, 'sectionId' | 'goodsId'>) =>
    t.db.insert(courseItems).values({ sectionId: section.id, goodsId, ...values }).returning().then(([r]) => r.id)
  return {
    goodsId,
    video: await item({ kind: 'video', title: '付费视频', filePath: videoPath, durationSec: 120, sort: 1 }),
    freeVideo: await item({ kind: 'video', title: '试看视频', free: true, filePath: videoPath, durationSec: 60, sort: 2 }),
    pdf: await item({ kind: 'document', title: '讲义', filePath: pdfPath, sort: 3 }),
    text: await item({ kind: 'text', title: '要点', html: '<p>要点<script>x</script></p>', sort: 4 })
  }
}

export async function makeTask(t: TestApp, values: { goodsId: number; classId?: number | null; title?: string }) {
  const [row] = await t.db.insert(homeworkTasks).values({ title: '作业一', html: '<p>拍一段深蹲</p>', ...values }).returning()
  return row.id
}

export async function assignTeacher(t: TestApp, classId: number, teacherId: number) {
  await t.db.insert(classTeachers).values({ classId, teacherId })
}
