// Learner stories as learners read them: the visible ones by sort, and one story (counted as a view) with the course
// it is about when that course is on sale.
import type { StoryDetail, StorySummary } from '@contract/content/about-shapes'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../../db'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { onSaleGoodsByIds } from '../../catalog'
import { contentNotFound } from '../publication'
import * as repo from './repo'

export const toStorySummary = (row: repo.StoryRow): StorySummary => ({
  id: row.id, title: row.title, learnerName: row.learnerName, learnerTitle: row.learnerTitle, summary: row.summary,
  coverUrl: row.coverUrl, views: row.views
})

export async function listStories(db: Db, query: PageQueryInput, now: Date): Promise<Paged<StorySummary>> {
  const { rows, total } = await repo.listStories(db, repo.visible(now), { offset: offsetOf(query), limit: query.size })
  return { list: rows.map(toStorySummary), total, page: query.page, size: query.size }
}

export async function getStory(db: Db, id: number, now: Date): Promise<StoryDetail> {
  if (!(await repo.countView(db, id, now))) throw contentNotFound()
  const row = await repo.findStory(db, id)
  if (!row) throw contentNotFound()
  const [goods] = row.goodsId ? await onSaleGoodsByIds(db, [row.goodsId], now) : []
  return { ...toStorySummary(row), contentHtml: row.contentHtml, goods: goods ?? null }
}
