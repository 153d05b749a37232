// The back office's notices: list (state, keyword) with how many learners read each, one, write, edit, publish (now
// or scheduled), unpublish. The text is sanitised on every write; writes are audited (published-writes.ts).
import type { Paged } from '@contract/envelope'
import type { AdminNotice, AdminNoticeSummary } from '@contract/content/home-shapes'
import { and } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../../db'
import { notices } from '../tables'
import { userError } from '../../../http/errors'
import { sanitizeRichText } from '../../catalog'
import { pageOf, pagedAnswer } from '../paging'
import { stateOf, stateWhere } from '../publication'
import { publishedWrites } from '../published-writes'
import { hasText } from '../fields'
import * as repo from './repo'
import type { adminNoticeListQuery, NoticeInput } from './schemas'
import { noticeNotFound } from './service'

function toSummary(row: repo.NoticeRow, now: Date): AdminNoticeSummary {
  return {
    id: row.id, title: row.title, readCount: row.readCount, state: stateOf(row, now), publishAt: row.publishAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString()
  }
}

export async function listNotices(db: Db, query: z.output<typeof adminNoticeListQuery>, now: Date): Promise<Paged<AdminNoticeSummary>> {
  const where = and(...repo.keywordFilter(query.keyword || undefined), ...(query.state ? [stateWhere(notices, query.state, now)] : []))
  return pagedAnswer(query, await repo.listNotices(db, where, pageOf(query)), (row) => toSummary(row, now))
}

export const noticeAdmin = publishedWrites<repo.NoticeRow, repo.NoticeValues, NoticeInput, AdminNotice>({
  resource: 'notice', noun: '公告', name: (row) => row.title, columns: notices, find: (db, id) => repo.findNotice(db, id), insert: repo.noticesRows.insert,
  update: repo.noticesRows.update, notFound: noticeNotFound,
  snapshot: (row) => ({ title: row.title, contentHtml: row.contentHtml, published: row.published, publishAt: row.publishAt?.toISOString() ?? null }),
  async valuesOf(_tx, input) {
    const contentHtml = sanitizeRichText(input.contentHtml)
    if (!hasText(contentHtml)) throw userError('VALIDATION', '请填写公告内容')
    return { title: input.title, contentHtml }
  },
  toView: (row, now) => ({ ...toSummary(row, now), contentHtml: row.contentHtml, createdAt: row.createdAt.toISOString() })
})
