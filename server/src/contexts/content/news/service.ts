// What learners read: the visible news (one category or all), newest first, and one article (counted as a view).
import type { NewsDetail, NewsSummary } from '@contract/content/home-shapes'
import type { Paged } from '@contract/envelope'
import { and } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { pageOf, pagedAnswer } from '../paging'
import { publishedAtOf } from '../published-writes'
import * as repo from './repo'
import type { newsListQuery } from './schemas'

/** Hidden and missing answer alike, so a draft's existence does not leak. */
export const newsNotFound = () => userError('NOT_FOUND', '新闻不存在或已下线')

export function toNewsSummary(row: repo.NewsListRow): NewsSummary {
  const { id, category, title, summary, coverUrl, source, views } = row
  return { id, category, title, summary, coverUrl, source, views, publishedAt: publishedAtOf(row) }
}

export async function listNews(db: Db, query: z.output<typeof newsListQuery>, now: Date): Promise<Paged<NewsSummary>> {
  const where = and(repo.visible(now), ...repo.filtersOf(query.category))
  return pagedAnswer(query, await repo.listNews(db, where, pageOf(query)), toNewsSummary)
}

/** The newest visible articles, for the home page. */
export async function latestNews(db: Db, limit: number, now: Date): Promise<NewsSummary[]> {
  const { rows } = await repo.listNews(db, repo.visible(now), { offset: 0, limit })
  return rows.map(toNewsSummary)
}

export async function getNews(db: Db, id: number, now: Date): Promise<NewsDetail> {
  const row = await repo.countView(db, id, now)
  if (!row) throw newsNotFound()
  return { ...toNewsSummary(row), contentHtml: row.contentHtml }
}

