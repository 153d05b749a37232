// The back office's review of the assistant: every answer with its question, the asker's phone masked (reviewers
// judge answers, not people), filters, one answer, and "reviewed" with a note, audited in the same transaction.
import type { AdminAiAnswer, AdminAiAnswerSummary, ContentSource } from '@contract/content/assistant-shapes'
import type { Paged } from '@contract/envelope'
import type { z } from 'zod'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { offsetOf } from '../../../http/query'
import { recordAudit, type AuditActor } from '../../system'
import * as repo from './admin-repo'
import type { adminAnswerQuery } from './schemas'

/** 13800000001 → 138****0001. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****'
}

function toSummary(row: repo.AnswerRow): AdminAiAnswerSummary {
  return {
    id: row.id, userId: row.userId, userPhone: maskPhone(row.userPhone), question: row.question, answer: row.answer,
    mode: row.mode ?? 'search', state: row.state, sources: row.sources as ContentSource[],
    reviewedAt: row.reviewedAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString()
  }
}
const toDetail = (row: repo.AnswerRow): AdminAiAnswer => ({ ...toSummary(row), reviewNote: row.reviewNote })

const notFound = () => userError('NOT_FOUND', '回答不存在')

export async function listAnswers(db: Db, query: z.output<typeof adminAnswerQuery>): Promise<Paged<AdminAiAnswerSummary>> {
  const { rows, total } = await repo.listAnswers(db, { ...query, keyword: query.keyword || undefined }, { offset: offsetOf(query), limit: query.size })
  return { list: rows.map(toSummary), total, page: query.page, size: query.size }
}

export async function getAnswer(db: Db, id: number): Promise<AdminAiAnswer> {
  const row = await repo.findAnswer(db, id)
  if (!row) throw notFound()
  return toDetail(row)
}

export async function reviewAnswer(db: Db, actor: AuditActor, id: number, note: string | undefined, now: Date): Promise<AdminAiAnswer> {
  return db.transaction(async (tx) => {
    const before = await repo.findAnswer(tx, id)
    if (!before) throw notFound()
    if (!(await repo.markReviewed(tx, id, note || null, now))) throw userError('AI_ANSWER_REVIEWED', '这条回答已审阅过')
    const row = (await repo.findAnswer(tx, id))!
    await recordAudit(tx, actor, {
      action: 'aiAnswer.review', resource: 'aiAnswer', resourceId: id, summary: `审阅AI回答 #${id}${note ? `：${note}` : ''}`,
      coded: { code: 'aiAnswer.review', params: { id, note: note ?? '' } },
      before: { reviewedAt: null, reviewNote: null }, after: { reviewedAt: row.reviewedAt?.toISOString() ?? null, reviewNote: row.reviewNote }
    })
    return toDetail(row)
  })
}
