// The back office's news: list (state, category, keyword), one, write, edit, publish (now or scheduled), unpublish.
// The article is sanitised on every write (the goods' allow-list); writes are audited (published-writes.ts).
import type { AdminNews, AdminNewsSummary } from '@contract/content/home-shapes'
import type { Paged } from '@contract/envelope'
import { and } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../../db'
import { news } from '../tables'
import { userError } from '../../../http/errors'
import { sanitizeRichText } from '../../catalog'
import { pageOf, pagedAnswer } from '../paging'
import { stateOf, stateWhere } from '../publication'
import { publishedWrites } from '../published-writes'
import { hasText } from '../fields'
import * as repo from './repo'
import type { adminNewsListQuery, NewsInput } from './schemas'
import { newsNotFound } from './service'

function toSummary(row: repo.NewsListRow, now: Date): AdminNewsSummary {
  const { id, category, title, source, views } = row
  return { id, category, title, source, views, state: stateOf(row, now), publishAt: row.publishAt?.toISOString() ?? null, updatedAt: row.updatedAt.toISOString() }
}

export async function listNews(db: Db, query: z.output<typeof adminNewsListQuery>, now: Date): Promise<Paged<AdminNewsSummary>> {
  const where = and(...repo.filtersOf(query.category, query.keyword || undefined), ...(query.state ? [stateWhere(news, query.state, now)] : []))
  return pagedAnswer(query, await repo.listNews(db, where, pageOf(query)), (row) => toSummary(row, now))
}

/** One article, write, edit, publish and unpublish; the text is sanitised on every write. */
export const newsAdmin = publishedWrites<repo.NewsRow, repo.NewsValues, NewsInput, AdminNews>({
  resource: 'news', noun: '新闻', name: (row) => row.title, columns: news, find: (db, id) => repo.findNews(db, id), insert: repo.newsRows.insert, update: repo.newsRows.update,
  notFound: newsNotFound,
  snapshot: (row) => ({
    category: row.category, title: row.title, summary: row.summary, coverUrl: row.coverUrl, source: row.source,
    contentHtml: row.contentHtml, published: row.published, publishAt: row.publishAt?.toISOString() ?? null
  }),
  async valuesOf(_tx, input) {
    const contentHtml = sanitizeRichText(input.contentHtml)
    if (!hasText(contentHtml)) throw userError('VALIDATION', '请填写正文')
    return { ...input, contentHtml }
  },
  toView: (row, now) => ({
    ...toSummary(row, now), summary: row.summary, coverUrl: row.coverUrl, contentHtml: row.contentHtml, createdAt: row.createdAt.toISOString()
  })
})
