// The back office's learner stories: list (state, keyword), one, write, edit, publish (now or scheduled),
// unpublish. Audited through ../audited.ts.
import type { AdminStory, AdminStorySummary } from '@contract/about'
import type { Paged } from '@contract/envelope'
import { and } from 'drizzle-orm'
import type { Db } from '../../../db'
import { stories } from '../../../db/schema'
import { userError } from '../../../http/errors'
import { offsetOf } from '../../../http/query'
import { goodsRefsByIds, sanitizeRichText, type GoodsRef } from '../../catalog'
import type { AuditActor } from '../../system'
import { createAudited, mustLoad, publishAudited, unpublishAudited, updateAudited, type AuditedKind } from '../audited'
import { adminPublishedOf, hasText, type AdminListQueryInput } from '../fields'
import { stateWhere } from '../publication'
import * as repo from './repo'
import type { StoryInput } from './schemas'

type AdminRow = repo.StoryRow & { goods: GoodsRef | null }

/** The linked goods of each row (any state), in one query for a whole page. */
async function withGoods(db: Db, rows: repo.StoryRow[], now: Date): Promise<AdminRow[]> {
  const refs = await goodsRefsByIds(db, [...new Set(rows.flatMap((r) => (r.goodsId ? [r.goodsId] : [])))], now)
  return rows.map((row) => ({ ...row, goods: refs.find((g) => g.id === row.goodsId) ?? null }))
}

const kindAt = (now: Date): AuditedKind<AdminRow> => ({
  resource: 'story',
  noun: '学员故事',
  table: stories,
  name: (row) => row.title,
  async load(db, id) {
    const row = await repo.findStory(db, id)
    return row && (await withGoods(db, [row], now))[0]
  },
  snapshot: (row) => ({
    title: row.title, learnerName: row.learnerName, learnerTitle: row.learnerTitle, summary: row.summary, coverUrl: row.coverUrl,
    contentHtml: row.contentHtml, goodsId: row.goodsId, sort: row.sort, published: row.published, publishAt: row.publishAt?.toISOString() ?? null
  })
})

const toSummary = (row: AdminRow, now: Date): AdminStorySummary => ({
  ...adminPublishedOf(row, now), title: row.title, learnerName: row.learnerName, learnerTitle: row.learnerTitle,
  coverUrl: row.coverUrl, goods: row.goods, views: row.views
})
const toDetail = (row: AdminRow, now: Date): AdminStory =>
  ({ ...toSummary(row, now), summary: row.summary, contentHtml: row.contentHtml, createdAt: row.createdAt.toISOString() })

export async function listStories(db: Db, query: AdminListQueryInput, now: Date): Promise<Paged<AdminStorySummary>> {
  const where = and(query.keyword ? repo.keywordWhere(query.keyword) : undefined, query.state ? stateWhere(stories, query.state, now) : undefined)
  const { rows, total } = await repo.listStories(db, where, { offset: offsetOf(query), limit: query.size })
  return { list: (await withGoods(db, rows, now)).map((r) => toSummary(r, now)), total, page: query.page, size: query.size }
}

export async function getStory(db: Db, id: number, now: Date): Promise<AdminStory> {
  return toDetail(await mustLoad(db, kindAt(now), id), now)
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

export async function createStory(db: Db, actor: AuditActor, input: StoryInput, now: Date): Promise<AdminStory> {
  return toDetail(await createAudited(db, actor, kindAt(now), async (tx) => repo.insertStory(tx, await valuesOf(tx, input, now))), now)
}

export async function updateStory(db: Db, actor: AuditActor, id: number, input: StoryInput, now: Date): Promise<AdminStory> {
  const row = await updateAudited(db, actor, kindAt(now), id, async (tx) => { await repo.updateStory(tx, id, await valuesOf(tx, input, now)) })
  return toDetail(row, now)
}

export async function publishStory(db: Db, actor: AuditActor, id: number, publishAt: string | undefined, now: Date): Promise<AdminStory> {
  return toDetail(await publishAudited(db, actor, kindAt(now), id, publishAt, now), now)
}

export async function unpublishStory(db: Db, actor: AuditActor, id: number, now: Date): Promise<AdminStory> {
  return toDetail(await unpublishAudited(db, actor, kindAt(now), id), now)
}
