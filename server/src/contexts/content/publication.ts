// What every kind of published content shares (FAQ, news, notices, banners, teachers, partners, stories,
// questionnaires: tables with the columns of contexts/content/tables/publication.ts): who may see it, its state in the back
// office, and the rules of publishing, scheduling and unpublishing. Each kind's service adds its own audit row.
import { PUBLICATION_STATES, type PublicationState } from '@contract/content/shapes'
import { and, eq, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import { userError } from '../../http/errors'
import type { AuditSummaryCode, AuditSummaryParams } from '@contract/admin'

export interface PublicationColumns {
  published: PgColumn
  publishAt: PgColumn
}
export interface PublicationRow {
  published: boolean
  publishAt: Date | null
}

/** What learners may see: published, and its publish time (when scheduled) reached by the server's clock. */
export const visibleWhere = (t: PublicationColumns, now: Date): SQL =>
  and(eq(t.published, true), or(isNull(t.publishAt), lte(t.publishAt, now)))!

export function stateOf(row: PublicationRow, now: Date): PublicationState {
  if (!row.published) return 'draft'
  return row.publishAt && row.publishAt > now ? 'scheduled' : 'published'
}

/** The back office's state filter. */
export function stateWhere(t: PublicationColumns, state: PublicationState, now: Date): SQL {
  if (state === 'draft') return eq(t.published, false)
  if (state === 'scheduled') return and(eq(t.published, true), isNotNull(t.publishAt), gt(t.publishAt, now))!
  return visibleWhere(t, now)
}

/** The columns to write when publishing `row` now (no time) or from `publishAtText`; refuses what makes no sense. */
export function publishValues(row: PublicationRow, publishAtText: string | undefined, now: Date) {
  const publishAt = publishAtText ? new Date(publishAtText) : null
  if (publishAt && publishAt <= now) throw userError('PUBLISH_AT_PAST', '定时发布时间应晚于当前时间')
  if (!publishAt && stateOf(row, now) === 'published') throw userError('CONFLICT', '内容已发布，无需重复发布')
  return { published: true, publishAt }
}

/** The columns to write when unpublishing `row` (also cancels a schedule). */
export function unpublishValues(row: PublicationRow) {
  if (!row.published) throw userError('CONFLICT', '内容未发布')
  return { published: false, publishAt: null }
}

/** Hidden and missing answer alike (a draft's existence does not leak); the back office says the same for a missing one. */
export const contentNotFound = () => userError('NOT_FOUND', '内容不存在')

const CHINA = { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'short', hour12: false } as const

/** The audit summary of a publish: `「title」发布` or `「title」定时发布：2026/11/30 09:00`. */
export function publishSummary(what: string, publishAt: Date | null): string {
  return publishAt ? `${what}定时发布：${publishAt.toLocaleString('zh-CN', CHINA)}` : `${what}发布`
}

/** The same publish as a code and its values, which the console words in the reader's language. */
export function publishCoded(resource: string, name: string, publishAt: Date | null): { code: AuditSummaryCode; params: AuditSummaryParams } {
  return publishAt
    ? { code: 'content.schedule', params: { resource, name, at: publishAt.toISOString() } }
    : { code: 'content.publish', params: { resource, name } }
}

export const publicationStateQuery = z.enum(PUBLICATION_STATES, '发布状态无效').optional().meta({ title: '发布状态' })
export const publicationStateResponse = z.enum(PUBLICATION_STATES)

export const publishInput = z
  .strictObject({
    publishAt: z.iso.datetime({ offset: true, message: '定时发布时间格式无效' }).optional().meta({ title: '定时发布时间' })
  })
  .optional()
  .default({})
