// Test rows for exams, written straight through the exams schema: a small bank in one knowledge point (practice
// and formal questions of every kind) and papers over it. Each call makes fresh rows.
import type { PaperMode, QuestionKind, QuestionPool } from '@contract/exams/constants'
import type { Db } from '../../../server/src/db'
import { examPaperQuestions, examPapers, examQuestions } from '../../../server/src/db/schema'

let counter = 0

export interface TestQuestion {
  id: number
  kind: QuestionKind
  pool: QuestionPool
  options: string[]
  /** The right option texts (choices), or accepted texts. */
  right: string[]
}

export async function makeQuestion(db: Db, knowledgePoint: string, kind: QuestionKind, pool: QuestionPool = 'practice'): Promise<TestQuestion> {
  counter += 1
  const options = kind === 'judge' ? ['正确', '错误'] : kind === 'single' || kind === 'multiple' ? ['甲', '乙', '丙', '丁'].map((o) => `${o}${counter}`) : []
  const answer = kind === 'multiple' ? ['0', '2'] : kind === 'single' ? ['1'] : kind === 'judge' ? ['0'] : kind === 'fill' ? ['肌腱'] : []
  const [row] = await db.insert(examQuestions).values({
    kind, pool, stem: `${knowledgePoint}第${counter}题`, options, answer, knowledgePoint, explanation: `解析${counter}`,
    score: kind === 'short' ? 10 : 2
  }).returning({ id: examQuestions.id })
  const right = options.length ? answer.map((i) => options[Number(i)]) : answer
  return { id: row.id, kind, pool, options, right }
}

/** A bank in a knowledge point of its own: `n` practice single choices, plus practice and formal of other kinds. */
export async function makeBank(db: Db, n = 6) {
  counter += 1
  const kp = `知识点${counter}`
  const singles: TestQuestion[] = []
  for (let i = 0; i < n; i++) singles.push(await makeQuestion(db, kp, 'single'))
  return {
    knowledgePoint: kp,
    singles,
    judge: await makeQuestion(db, kp, 'judge'),
    multiple: await makeQuestion(db, kp, 'multiple'),
    fill: await makeQuestion(db, kp, 'fill'),
    formal: [await makeQuestion(db, kp, 'single', 'formal'), await makeQuestion(db, kp, 'single', 'formal')],
    short: await makeQuestion(db, kp, 'short', 'formal')
  }
}

export interface PaperOptions {
  mode: PaperMode
  goodsId: number
  classId?: number
  /** Fixed questions; without them the paper draws `draw` questions of the knowledge point. */
  questions?: TestQuestion[]
  draw?: { knowledgePoint: string; count: number }
  durationSec?: number
  passScore?: number
  opensAt?: Date
  closesAt?: Date
}

export async function makePaper(db: Db, o: PaperOptions): Promise<number> {
  counter += 1
  const [row] = await db.insert(examPapers).values({
    title: `试卷${counter}`, mode: o.mode, goodsId: o.goodsId, classId: o.classId ?? null,
    rules: o.draw ? [{ knowledgePoint: o.draw.knowledgePoint, kind: null, difficulty: null, count: o.draw.count }] : [],
    questionCount: o.questions?.length ?? o.draw?.count ?? 0, totalScore: 0, durationSec: o.durationSec ?? 600,
    passScore: o.passScore ?? 1, opensAt: o.opensAt ?? null, closesAt: o.closesAt ?? null
  }).returning({ id: examPapers.id })
  if (o.questions?.length) {
    await db.insert(examPaperQuestions).values(o.questions.map((q, i) => ({ paperId: row.id, questionId: q.id, sort: i })))
  }
  return row.id
}

/** The keys this candidate must choose for a question: the options whose text is right. */
export function rightKeys(view: { options: { key: string; text: string }[] }, q: TestQuestion): string[] {
  if (!q.options.length) return q.right
  return view.options.filter((o) => q.right.includes(o.text)).map((o) => o.key)
}

export function wrongKeys(view: { options: { key: string; text: string }[] }, q: TestQuestion): string[] {
  if (!q.options.length) return ['错误答案']
  return [view.options.find((o) => !q.right.includes(o.text))!.key]
}
