// The back office's FAQ: list (category, state, keyword), one, write, edit, publish (now or scheduled), unpublish.
// Each write runs in one transaction with its audit row, so a change and its record commit together.
import type { AdminFaq, AdminFaqSummary, FaqState } from '@contract/content'
import type { Paged } from '@contract/envelope'
import { and, eq, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../../db'
import { faqItems } from '../../../db/schema'
import { userError } from '../../../http/errors'
import { offsetOf } from '../../../http/query'
import { sanitizeRichText } from '../../catalog'
import { recordAudit, type AuditActor } from '../../system'
import { findCategory } from './category-repo'
import * as repo from './repo'
import type { adminFaqListQuery, FaqInput } from './schemas'
import { faqNotFound } from './service'

export function stateOf(row: Pick<repo.FaqRow, 'published' | 'publishAt'>, now: Date): FaqState {
  if (!row.published) return 'draft'
  return row.publishAt && row.publishAt > now ? 'scheduled' : 'published'
}

function stateFilter(state: FaqState, now: Date): SQL {
  if (state === 'draft') return eq(faqItems.published, false)
  if (state === 'scheduled') return and(eq(faqItems.published, true), isNotNull(faqItems.publishAt), gt(faqItems.publishAt, now))!
  return and(eq(faqItems.published, true), or(isNull(faqItems.publishAt), lte(faqItems.publishAt, now)))!
}

function toSummary(row: repo.FaqRow, now: Date): AdminFaqSummary {
  return {
    id: row.id, categoryId: row.categoryId, categoryName: row.categoryName, question: row.question, sort: row.sort,
    state: stateOf(row, now), publishAt: row.publishAt?.toISOString() ?? null, views: row.views, updatedAt: row.updatedAt.toISOString()
  }
}
const toDetail = (row: repo.FaqRow, now: Date): AdminFaq =>
  ({ ...toSummary(row, now), answerHtml: row.answerHtml, createdAt: row.createdAt.toISOString() })
const snapshot = (row: repo.FaqRow) => ({
  categoryId: row.categoryId, question: row.question, answerHtml: row.answerHtml, sort: row.sort,
  published: row.published, publishAt: row.publishAt?.toISOString() ?? null
})

export async function listFaq(db: Db, query: z.output<typeof adminFaqListQuery>, now: Date): Promise<Paged<AdminFaqSummary>> {
  const filters = repo.filtersOf(query.categoryId, query.keyword || undefined)
  const where = and(...filters, ...(query.state ? [stateFilter(query.state, now)] : []))
  const { rows, total } = await repo.listFaq(db, where, { offset: offsetOf(query), limit: query.size })
  return { list: rows.map((r) => toSummary(r, now)), total, page: query.page, size: query.size }
}

async function mustFind(db: Db, id: number): Promise<repo.FaqRow> {
  const row = await repo.findFaq(db, id)
  if (!row) throw faqNotFound()
  return row
}

export async function getFaq(db: Db, id: number, now: Date): Promise<AdminFaq> {
  return toDetail(await mustFind(db, id), now)
}

/** The row's values from the input: the answer sanitised on every write, like goods descriptions. */
async function valuesOf(tx: Db, input: FaqInput): Promise<repo.FaqValues> {
  if (!(await findCategory(tx, input.categoryId))) throw userError('FAQ_CATEGORY_INVALID', '所选分类不存在，请刷新后重新选择')
  const answerHtml = sanitizeRichText(input.answerHtml)
  if (answerHtml.replace(/<[^>]*>|&nbsp;|\s/g, '') === '') throw userError('VALIDATION', '请填写答案')
  return { categoryId: input.categoryId, question: input.question, answerHtml, sort: input.sort }
}

export async function createFaq(db: Db, actor: AuditActor, input: FaqInput, now: Date): Promise<AdminFaq> {
  return db.transaction(async (tx) => {
    const id = await repo.insertFaq(tx, await valuesOf(tx, input))
    const row = await mustFind(tx, id)
    await recordAudit(tx, actor, { action: 'faq.create', resource: 'faq', resourceId: id, summary: `新建常见问题「${row.question}」`, after: snapshot(row) })
    return toDetail(row, now)
  })
}

export async function updateFaq(db: Db, actor: AuditActor, id: number, input: FaqInput, now: Date): Promise<AdminFaq> {
  return db.transaction(async (tx) => {
    const before = await mustFind(tx, id)
    await repo.updateFaq(tx, id, await valuesOf(tx, input))
    const row = await mustFind(tx, id)
    await recordAudit(tx, actor, {
      action: 'faq.update', resource: 'faq', resourceId: id, summary: `修改常见问题「${row.question}」`, before: snapshot(before), after: snapshot(row)
    })
    return toDetail(row, now)
  })
}

const CHINA = { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'short', hour12: false } as const

export async function publishFaq(db: Db, actor: AuditActor, id: number, publishAtText: string | undefined, now: Date): Promise<AdminFaq> {
  const publishAt = publishAtText ? new Date(publishAtText) : null
  if (publishAt && publishAt <= now) throw userError('PUBLISH_AT_PAST', '定时发布时间应晚于当前时间')
  return db.transaction(async (tx) => {
    const before = await mustFind(tx, id)
    if (!publishAt && stateOf(before, now) === 'published') throw userError('CONFLICT', '该问题已发布，无需重复发布')
    await repo.updateFaq(tx, id, { published: true, publishAt })
    const row = await mustFind(tx, id)
    const summary = publishAt ? `常见问题「${row.question}」定时发布：${publishAt.toLocaleString('zh-CN', CHINA)}` : `常见问题「${row.question}」发布`
    await recordAudit(tx, actor, { action: 'faq.publish', resource: 'faq', resourceId: id, summary, before: snapshot(before), after: snapshot(row) })
    return toDetail(row, now)
  })
}

export async function unpublishFaq(db: Db, actor: AuditActor, id: number, now: Date): Promise<AdminFaq> {
  return db.transaction(async (tx) => {
    const before = await mustFind(tx, id)
    if (!before.published) throw userError('CONFLICT', '该问题未发布')
    await repo.updateFaq(tx, id, { published: false, publishAt: null })
    const row = await mustFind(tx, id)
    await recordAudit(tx, actor, {
      action: 'faq.unpublish', resource: 'faq', resourceId: id, summary: `常见问题「${row.question}」下线`, before: snapshot(before), after: snapshot(row)
    })
    return toDetail(row, now)
  })
}
