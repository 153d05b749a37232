// The back office's learner stories: list (state, keyword), and one, write, edit, publish (now or scheduled),
// unpublish through published-writes.ts (each write audited in its transaction), with the linked goods.
import type { AdminStory, AdminStorySummary } from '@contract/content/about-shapes'
import type { Paged } from '@contract/envelope'
import { and } from 'drizzle-orm'
import type { Db } from '../../../db'
import { stories } from '../tables'
import { userError } from '../../../http/errors'
import { goodsRefsByIds, sanitizeRichText, type GoodsRef } from '../../catalog'
import { adminPublishedOf, hasText, type AdminListQueryInput } from '../fields'
import { pageOf, pagedAnswer } from '../paging'
import { contentNotFound, stateWhere } from '../publication'
import { publishedWrites } from '../published-writes'
import * as repo from './repo'
import type { StoryInput } from './schemas'

type AdminRow = repo.StoryRow & { goods: GoodsRef | null }

/** The linked goods of each row (any state), in one query for a whole page. */
async function withGoods(db: Db, rows: repo.StoryRow[], now: Date): Promise<AdminRow[]> {
  const refs = await goodsRefsByIds(db, [...new Set(rows.flatMap((r) => (r.goodsId ? [r.goodsId] : [])))], now)
  return rows.map((row) => ({ ...row, goods: refs.find((g) => g.id === row.goodsId) ?? null }))
}

const toSummary = (row: AdminRow, now: Date): AdminStorySummary => ({
  ...adminPublishedOf(row, now), title: row.title, learnerName: row.learnerName, learnerTitle: row.learnerTitle,
  coverUrl: row.coverUrl, goods: row.goods, views: row.views
})

export async function listStories(db: Db, query: AdminListQueryInput, now: Date): Promise<Paged<AdminStorySummary>> {
  const where = and(query.keyword ? repo.keywordWhere(query.keyword) : undefined, query.state ? stateWhere(stories, query.state, now) : undefined)
  const found = await repo.listStories(db, where, pageOf(query))
  return pagedAnswer(query, { rows: await withGoods(db, found.rows, now), total: found.total }, (row) => toSummary(row, now))
}

/** The row's values: the story sanitised on every write and not left empty, the linked goods existing. */
async function valuesOf(tx: Db, input: StoryInput, now: Date): Promise<repo.StoryValues> {
  const contentHtml = sanitizeRichText(input.contentHtml)
  if (!hasText(contentHtml)) throw userError('VALIDATION', '请填写故事正文')
  if (input.goodsId && (await goodsRefsByIds(tx, [input.goodsId], now)).length === 0) {
    throw userError('CONTENT_GOODS_INVALID', '所选课程不存在，请刷新后重新选择')
  }
  return { ...input, contentHtml }
}

export const storyAdmin = publishedWrites<AdminRow, repo.StoryValues, StoryInput, AdminStory>({
  resource: 'story', noun: '学员故事', name: (row) => row.title, columns: stories, notFound: contentNotFound,
  async find(db, id, now) {
    const row = await repo.findStory(db, id)
    return row && (await withGoods(db, [row], now))[0]
  },
  insert: repo.storyRows.insert, update: repo.storyRows.update, valuesOf,
  snapshot: (row) => ({
    title: row.title, learnerName: row.learnerName, learnerTitle: row.learnerTitle, summary: row.summary, coverUrl: row.coverUrl,
    contentHtml: row.contentHtml, goodsId: row.goodsId, sort: row.sort, published: row.published, publishAt: row.publishAt?.toISOString() ?? null
  }),
  toView: (row, now) => ({ ...toSummary(row, now), summary: row.summary, contentHtml: row.contentHtml, createdAt: row.createdAt.toISOString() })
})
