// The back office's FAQ: list (category, state, keyword), one, write, edit, publish (now or scheduled), unpublish.
// Each write runs in one transaction with its audit row, so a change and its record commit together.
import type { AdminFaq, AdminFaqSummary } from '@contract/content/shapes'
import type { Paged } from '@contract/envelope'
import { and } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../../db'
import { faqItems } from '../tables'
import { userError } from '../../../http/errors'
import { offsetOf } from '../../../http/query'
import { sanitizeRichText } from '../../catalog'
import { recordAudit, type AuditActor } from '../../system'
import { publishCoded, publishSummary, publishValues, stateOf, stateWhere, unpublishValues } from '../publication'
import { hasText } from '../fields'
import { findCategory } from './category-repo'
import * as repo from './repo'
import type { adminFaqListQuery, FaqInput } from './schemas'
import { faqNotFound } from './service'

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
  const where = and(...filters, ...(query.state ? [stateWhere(faqItems, query.state, now)] : []))
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
  if (!hasText(answerHtml)) throw userError('VALIDATION', '请填写答案')
  return { categoryId: input.categoryId, question: input.question, answerHtml, sort: input.sort }
}

export async function createFaq(db: Db, actor: AuditActor, input: FaqInput, now: Date): Promise<AdminFaq> {
  return db.transaction(async (tx) => {
    const id = await repo.insertFaq(tx, await valuesOf(tx, input))
    const row = await mustFind(tx, id)
    await recordAudit(tx, actor, { action: 'faq.create', resource: 'faq', resourceId: id, summary: `新建常见问题「${row.question}」`, after: snapshot(row),
      coded: { code: 'content.create', params: { resource: 'faq', name: row.question } } })
    return toDetail(row, now)
  })
}

export async function updateFaq(db: Db, actor: AuditActor, id: number, input: FaqInput, now: Date): Promise<AdminFaq> {
  return db.transaction(async (tx) => {
    const before = await mustFind(tx, id)
    await repo.updateFaq(tx, id, await valuesOf(tx, input))
    const row = await mustFind(tx, id)
    await recordAudit(tx, actor, {
      action: 'faq.update', resource: 'faq', resourceId: id, summary: `修改常见问题「${row.question}」`, before: snapshot(before), after: snapshot(row),
      coded: { code: 'content.update', params: { resource: 'faq', name: row.question } }
    })
    return toDetail(row, now)
  })
}

export async function publishFaq(db: Db, actor: AuditActor, id: number, publishAtText: string | undefined, now: Date): Promise<AdminFaq> {
  return db.transaction(async (tx) => {
    const before = await mustFind(tx, id)
    const values = publishValues(before, publishAtText, now)
    await repo.updateFaq(tx, id, values)
    const row = await mustFind(tx, id)
    const summary = publishSummary(`常见问题「${row.question}」`, values.publishAt)
    await recordAudit(tx, actor, {
      action: 'faq.publish', resource: 'faq', resourceId: id, summary, before: snapshot(before), after: snapshot(row),
      coded: publishCoded('faq', row.question, values.publishAt)
    })
    return toDetail(row, now)
  })
}

export async function unpublishFaq(db: Db, actor: AuditActor, id: number, now: Date): Promise<AdminFaq> {
  return db.transaction(async (tx) => {
    const before = await mustFind(tx, id)
    await repo.updateFaq(tx, id, unpublishValues(before))
    const row = await mustFind(tx, id)
    await recordAudit(tx, actor, {
      action: 'faq.unpublish', resource: 'faq', resourceId: id, summary: `常见问题「${row.question}」下线`, before: snapshot(before), after: snapshot(row),
      coded: { code: 'content.unpublish', params: { resource: 'faq', name: row.question } }
    })
    return toDetail(row, now)
  })
}
