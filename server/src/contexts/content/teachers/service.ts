// Teachers as learners read them: the visible ones by sort, one with the goods on sale they teach, and the visible
// teachers of a goods (for its page).
import type { TeacherDetail, TeacherSummary } from '@contract/content/about-shapes'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../../db'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { onSaleGoodsByIds } from '../../catalog'
import { contentNotFound } from '../publication'
import * as repo from './repo'

export const toTeacherSummary = (row: repo.TeacherRow): TeacherSummary =>
  ({ id: row.id, name: row.name, title: row.title, avatarUrl: row.avatarUrl, tags: row.tags, intro: row.intro })

export async function listTeachers(db: Db, query: PageQueryInput, now: Date): Promise<Paged<TeacherSummary>> {
  const { rows, total } = await repo.listTeachers(db, repo.visible(now), { offset: offsetOf(query), limit: query.size })
  return { list: rows.map(toTeacherSummary), total, page: query.page, size: query.size }
}

export async function getTeacher(db: Db, id: number, now: Date): Promise<TeacherDetail> {
  const row = await repo.findTeacher(db, id, repo.visible(now))
  if (!row) throw contentNotFound()
  const courses = await onSaleGoodsByIds(db, await repo.goodsIdsOf(db, id), now)
  return { ...toTeacherSummary(row), bioHtml: row.bioHtml, courses }
}

/** A goods nobody teaches, or that does not exist, has no teachers: the goods page shows none. */
export async function listGoodsTeachers(db: Db, goodsId: number, now: Date): Promise<TeacherSummary[]> {
  return (await repo.visibleTeachersOfGoods(db, goodsId, now)).map(toTeacherSummary)
}
