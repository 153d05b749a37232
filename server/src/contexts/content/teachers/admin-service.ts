// The back office's teachers: list (state, keyword), one with the goods taught, write, edit (the goods taught
// replaced in the order given), publish (now or scheduled), unpublish. Audited through ../audited.ts.
import type { AdminTeacher, AdminTeacherSummary } from '@contract/about'
import type { Paged } from '@contract/envelope'
import { and } from 'drizzle-orm'
import type { Db } from '../../../db'
import { teachers } from '../../../db/schema'
import { userError } from '../../../http/errors'
import { offsetOf } from '../../../http/query'
import { goodsRefsByIds, sanitizeRichText, type GoodsRef } from '../../catalog'
import type { AuditActor } from '../../system'
import { createAudited, mustLoad, publishAudited, unpublishAudited, updateAudited, type AuditedKind } from '../audited'
import { adminPublishedOf, type AdminListQueryInput } from '../fields'
import { stateWhere } from '../publication'
import * as repo from './repo'
import type { TeacherInput } from './schemas'

type AdminRow = repo.TeacherRow & { goods: GoodsRef[] }

/** How the audit log and the conditional writes see a teacher (goods states by `now`). */
const kindAt = (now: Date): AuditedKind<AdminRow> => ({
  resource: 'teacher',
  noun: '讲师',
  table: teachers,
  name: (row) => row.name,
  async load(db, id) {
    const row = await repo.findTeacher(db, id)
    return row && { ...row, goods: await goodsRefsByIds(db, await repo.goodsIdsOf(db, id), now) }
  },
  snapshot: (row) => ({
    name: row.name, title: row.title, avatarUrl: row.avatarUrl, intro: row.intro, bioHtml: row.bioHtml, tags: row.tags,
    goodsIds: row.goods.map((g) => g.id), sort: row.sort, published: row.published, publishAt: row.publishAt?.toISOString() ?? null
  })
})

function toSummary(row: repo.TeacherRow, goodsCount: number, now: Date): AdminTeacherSummary {
  return { ...adminPublishedOf(row, now), name: row.name, title: row.title, avatarUrl: row.avatarUrl, tags: row.tags, goodsCount }
}
const toDetail = (row: AdminRow, now: Date): AdminTeacher => ({
  ...toSummary(row, row.goods.length, now), intro: row.intro, bioHtml: row.bioHtml, goods: row.goods, createdAt: row.createdAt.toISOString()
})

export async function listTeachers(db: Db, query: AdminListQueryInput, now: Date): Promise<Paged<AdminTeacherSummary>> {
  const where = and(query.keyword ? repo.keywordWhere(query.keyword) : undefined, query.state ? stateWhere(teachers, query.state, now) : undefined)
  const { rows, total } = await repo.listTeachers(db, where, { offset: offsetOf(query), limit: query.size })
  const counts = await repo.goodsCounts(db, rows.map((r) => r.id))
  return { list: rows.map((r) => toSummary(r, counts.get(r.id) ?? 0, now)), total, page: query.page, size: query.size }
}

export async function getTeacher(db: Db, id: number, now: Date): Promise<AdminTeacher> {
  return toDetail(await mustLoad(db, kindAt(now), id), now)
}

/** The row's values (bio sanitised on every write), after checking that every goods taught exists. */
async function valuesOf(tx: Db, input: TeacherInput, now: Date): Promise<repo.TeacherValues> {
  const found = await goodsRefsByIds(tx, input.goodsIds, now)
  if (found.length !== input.goodsIds.length) throw userError('CONTENT_GOODS_INVALID', '所选课程中有已删除的课程，请刷新后重新选择')
  const { name, title, avatarUrl, intro, tags, sort } = input
  return { name, title, avatarUrl, intro, tags, sort, bioHtml: sanitizeRichText(input.bioHtml) }
}

export async function createTeacher(db: Db, actor: AuditActor, input: TeacherInput, now: Date): Promise<AdminTeacher> {
  const row = await createAudited(db, actor, kindAt(now), async (tx) => {
    const id = await repo.insertTeacher(tx, await valuesOf(tx, input, now))
    await repo.replaceGoods(tx, id, input.goodsIds)
    return id
  })
  return toDetail(row, now)
}

export async function updateTeacher(db: Db, actor: AuditActor, id: number, input: TeacherInput, now: Date): Promise<AdminTeacher> {
  const row = await updateAudited(db, actor, kindAt(now), id, async (tx) => {
    await repo.updateTeacher(tx, id, await valuesOf(tx, input, now))
    await repo.replaceGoods(tx, id, input.goodsIds)
  })
  return toDetail(row, now)
}

export async function publishTeacher(db: Db, actor: AuditActor, id: number, publishAt: string | undefined, now: Date): Promise<AdminTeacher> {
  return toDetail(await publishAudited(db, actor, kindAt(now), id, publishAt, now), now)
}

export async function unpublishTeacher(db: Db, actor: AuditActor, id: number, now: Date): Promise<AdminTeacher> {
  return toDetail(await unpublishAudited(db, actor, kindAt(now), id), now)
}
