// What learners read: the categories that have something to show, the visible FAQ, one FAQ (counted as a view).
import type { FaqCategory, FaqDetail, FaqSummary } from '@contract/content/shapes'
import type { Paged } from '@contract/envelope'
import { and } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { offsetOf } from '../../../http/query'
import * as repo from './repo'
import type { faqListQuery } from './schemas'

/** Hidden and missing answer alike, so a draft's existence does not leak. */
export const faqNotFound = () => userError('NOT_FOUND', '内容不存在')

const toSummary = (row: repo.FaqRow): FaqSummary =>
  ({ id: row.id, categoryId: row.categoryId, categoryName: row.categoryName, question: row.question })

export function listCategories(db: Db, now: Date): Promise<FaqCategory[]> {
  return repo.listVisibleCategories(db, now)
}

export async function listFaq(db: Db, query: z.output<typeof faqListQuery>, now: Date): Promise<Paged<FaqSummary>> {
  const where = and(repo.visible(now), ...repo.filtersOf(query.categoryId, query.keyword || undefined))
  const { rows, total } = await repo.listFaq(db, where, { offset: offsetOf(query), limit: query.size })
  return { list: rows.map(toSummary), total, page: query.page, size: query.size }
}

export async function getFaq(db: Db, id: number, now: Date): Promise<FaqDetail> {
  if (!(await repo.countView(db, id, now))) throw faqNotFound()
  const row = await repo.findFaq(db, id)
  if (!row) throw faqNotFound()
  return { ...toSummary(row), answerHtml: row.answerHtml, views: row.views, updatedAt: row.updatedAt.toISOString() }
}
