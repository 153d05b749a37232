// What a paper's questions must satisfy, checked on the server against the bank: a fixed paper's questions exist,
// are not archived and are of the paper's pool (formal questions for a formal paper, practice ones for any other,
// so a formal question never shows in practice); each rule of a rule paper has enough usable questions of that
// pool, knowledge point, kind and difficulty, counting questions an earlier rule may take.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { PaperMode, QuestionPool } from '@contract/exams/constants'
import type { PaperRule } from '@contract/exams/admin-shapes'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { examQuestions } from '../tables'

const KIND_NAMES = { single: '单选', multiple: '多选', judge: '判断', fill: '填空', short: '简答' } as const

export const poolOfMode = (mode: PaperMode): QuestionPool => (mode === 'formal' ? 'formal' : 'practice')

export interface PaperSize {
  questionCount: number
  totalScore: number
}

export async function checkFixed(db: Db, mode: PaperMode, ids: number[]): Promise<PaperSize> {
  const rows = await db.select({ id: examQuestions.id, pool: examQuestions.pool, archived: examQuestions.archived, score: examQuestions.score })
    .from(examQuestions).where(inArray(examQuestions.id, ids))
  const byId = new Map(rows.map((r) => [r.id, r]))
  const pool = poolOfMode(mode)
  for (const id of ids) {
    const q = byId.get(id)
    if (!q || q.archived) throw userError('VALIDATION', `题目 #${id} 不存在或已归档`, 'questionIds')
    if (q.pool !== pool) {
      throw userError('VALIDATION', pool === 'formal' ? `题目 #${id} 属于练习题库，正式考试只能选正式题库的题目`
        : `题目 #${id} 属于正式题库，正式考试题目不能用于练习、模拟或挑战`, 'questionIds')
    }
  }
  return { questionCount: ids.length, totalScore: rows.reduce((sum, r) => sum + r.score, 0) }
}

const ruleName = (r: PaperRule) =>
  `「${r.knowledgePoint}」${r.kind ? KIND_NAMES[r.kind] : ''}${r.difficulty ? `难度${r.difficulty}` : ''}`

/** Usable questions matching a rule: their count and average points. */
async function stockOf(db: Db, pool: QuestionPool, rule: PaperRule): Promise<{ n: number; avg: number }> {
  const [row] = await db.select({ n: sql<number>`count(*)::int`, avg: sql<number>`coalesce(avg(${examQuestions.score}), 0)::float` })
    .from(examQuestions).where(and(
      eq(examQuestions.pool, pool), eq(examQuestions.archived, false), eq(examQuestions.knowledgePoint, rule.knowledgePoint),
      rule.kind ? eq(examQuestions.kind, rule.kind) : undefined,
      rule.difficulty ? eq(examQuestions.difficulty, rule.difficulty) : undefined
    ))
  return row ?? { n: 0, avg: 0 }
}

/** Rules that overlap (a broader rule after a narrower one) share their questions, so the check counts both. */
const overlaps = (a: PaperRule, b: PaperRule) => a.knowledgePoint === b.knowledgePoint &&
  (a.kind === null || b.kind === null || a.kind === b.kind) && (a.difficulty === null || b.difficulty === null || a.difficulty === b.difficulty)

export async function checkRules(db: Db, mode: PaperMode, rules: PaperRule[]): Promise<PaperSize> {
  const pool = poolOfMode(mode)
  let total = 0
  for (const [i, rule] of rules.entries()) {
    const { n, avg } = await stockOf(db, pool, rule)
    const wanted = rules.slice(0, i + 1).filter((r) => overlaps(r, rule)).reduce((sum, r) => sum + r.count, 0)
    if (wanted > n) {
      throw userError('EXAM_RULES_SHORT', `第${i + 1}条规则${ruleName(rule)}需要${wanted}道题，${pool === 'formal' ? '正式' : '练习'}题库中只有${n}道可用`, 'rules')
    }
    total += Math.round(avg * rule.count)
  }
  return { questionCount: rules.reduce((sum, r) => sum + r.count, 0), totalScore: total }
}
