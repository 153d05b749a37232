// What learners read: the visible notices, newest first; one notice (marked read for a signed-in learner); and a
// signed-in learner's unread ones (the dots of 最新公告 and of the home page's notice strip).
import type { Paged } from '@contract/envelope'
import type { NoticeDetail, NoticeSummary, UnreadNotices } from '@contract/content/home-shapes'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import type { PageQueryInput } from '../../../http/query'
import { pageOf, pagedAnswer } from '../paging'
import { publishedAtOf } from '../published-writes'
import * as repo from './repo'

/** Hidden and missing answer alike, so a draft's existence does not leak. */
export const noticeNotFound = () => userError('NOT_FOUND', '公告不存在或已下线')

const toSummary = (row: repo.NoticeRow): NoticeSummary => ({ id: row.id, title: row.title, publishedAt: publishedAtOf(row) })

export async function listNotices(db: Db, query: PageQueryInput, now: Date): Promise<Paged<NoticeSummary>> {
  return pagedAnswer(query, await repo.listNotices(db, repo.visible(now), pageOf(query)), toSummary)
}

/** The newest visible notices, for the home page's strip. */
export async function latestNotices(db: Db, limit: number, now: Date): Promise<NoticeSummary[]> {
  return (await repo.listNotices(db, repo.visible(now), { offset: 0, limit })).rows.map(toSummary)
}

export async function getNotice(db: Db, id: number, userId: number | null, now: Date): Promise<NoticeDetail> {
  const row = await repo.findNotice(db, id, repo.visible(now))
  if (!row) throw noticeNotFound()
  if (userId !== null) await repo.markRead(db, userId, id)
  return { ...toSummary(row), contentHtml: row.contentHtml }
}

export function unreadNotices(db: Db, userId: number, now: Date): Promise<UnreadNotices> {
  return repo.unread(db, userId, now)
}
