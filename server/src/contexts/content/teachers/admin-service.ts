// The back office's teachers: list (state, keyword), and one with the goods taught, write, edit (the goods taught
// replaced in the order given), publish (now or scheduled), unpublish through published-writes.ts (each write
// audited in its transaction).
import type { AdminTeacher, AdminTeacherSummary } from '@contract/content/about-shapes'
import type { Paged } from '@contract/envelope'
import { and } from 'drizzle-orm'
import type { Db } from '../../../db'
import { teachers } from '../tables'
import { userError } from '../../../http/errors'
import { goodsRefsByIds, sanitizeRichText, type GoodsRef } from '../../catalog'
import { adminPublishedOf, type AdminListQueryInput } from '../fields'
import { pageOf, pagedAnswer } from '../paging'
import { contentNotFound, stateWhere, type PublicationRow } from '../publication'
import { publishedWrites } from '../published-writes'
import * as repo from './repo'
import type { TeacherInput } from './schemas'

type AdminRow = repo.TeacherRow & { goods: GoodsRef[] }
/** A write: the teacher's columns, and the goods taught when the write sets them (an edit, not a publish). */
type Values = repo.TeacherValues & { goodsIds: number[] }

function toSummary(row: repo.TeacherRow, goodsCount: number, now: Date): AdminTeacherSummary {
  return { ...adminPublishedOf(row, now), name: row.name, title: row.title, avatarUrl: row.avatarUrl, tags: row.tags, goodsCount }
}

export async function listTeachers(db: Db, query: AdminListQueryInput, now: Date): Promise<Paged<AdminTeacherSummary>> {
  const where = and(query.keyword ? repo.keywordWhere(query.keyword) : undefined, query.state ? stateWhere(teachers, query.state, now) : undefined)
  const found = await repo.listTeachers(db, where, pageOf(query))
  const counts = await repo.goodsCounts(db, found.rows.map((r) => r.id))
  return pagedAnswer(query, found, (row) => toSummary(row, counts.get(row.id) ?? 0, now))
}

/** The row's values (bio sanitised on every write), after checking that every goods taught exists. */
async function valuesOf(tx: Db, input: TeacherInput, now: Date): Promise<Values> {
  const found = await goodsRefsByIds(tx, input.goodsIds, now)
  if (found.length !== input.goodsIds.length) throw userError('CONTENT_GOODS_INVALID', '所选课程中有已删除的课程，请刷新后重新选择')
  const { name, title, avatarUrl, intro, tags, sort, goodsIds } = input
  return { name, title, avatarUrl, intro, tags, sort, goodsIds, bioHtml: sanitizeRichText(input.bioHtml) }
}

async function insert(tx: Db, { goodsIds, ...values }: Values): Promise<number> {
  const id = await repo.teacherRows.insert(tx, values)
  await repo.replaceGoods(tx, id, goodsIds)
  return id
}

async function update(tx: Db, id: number, values: Partial<Values> | PublicationRow, where?: Parameters<typeof repo.teacherRows.update>[3]) {
  const { goodsIds, ...columns } = values as Partial<Values>
  if (!(await repo.teacherRows.update(tx, id, columns, where))) return false
  if (goodsIds) await repo.replaceGoods(tx, id, goodsIds)
  return true
}

export const teacherAdmin = publishedWrites<AdminRow, Values, TeacherInput, AdminTeacher>({
  resource: 'teacher', noun: '讲师', name: (row) => row.name, columns: teachers, notFound: contentNotFound,
  async find(db, id, now) {
    const row = await repo.findTeacher(db, id)
    return row && { ...row, goods: await goodsRefsByIds(db, await repo.goodsIdsOf(db, id), now) }
  },
  insert, update, valuesOf,
  snapshot: (row) => ({
    name: row.name, title: row.title, avatarUrl: row.avatarUrl, intro: row.intro, bioHtml: row.bioHtml, tags: row.tags,
    goodsIds: row.goods.map((g) => g.id), sort: row.sort, published: row.published, publishAt: row.publishAt?.toISOString() ?? null
  }),
  toView: (row, now) => ({
    ...toSummary(row, row.goods.length, now), intro: row.intro, bioHtml: row.bioHtml, goods: row.goods, createdAt: row.createdAt.toISOString()
  })
})
