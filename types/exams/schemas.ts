// Input rules (zod) of the back office's online exams: the server validates with these; the console imports this
// file for types only. Messages are Chinese and name the field. The per-kind rules of a question (options,
// answers) are in questionRules, shared by the form and the spreadsheet import.
import { z } from 'zod'
import { PAPER_MODES, QUESTION_KINDS, QUESTION_POOLS, type QuestionKind } from './constants'
import { MAX_SERIAL } from '../validation'

const page = z.coerce.number('页码应为整数').int('页码应为整数').min(1, '页码应从1开始').default(1)
const size = z.coerce.number('每页条数应为整数').int('每页条数应为整数').min(1, '每页条数至少为1').max(50, '每页条数不能超过50').default(10)
const text = (title: string, max: number, min = 0) => {
  const base = z.string(`请填写${title}`).trim().max(max, `${title}不能超过${max}个字`)
  return min > 0 ? base.min(min, `请填写${title}`) : base
}
const whole = (title: string, min: number, max: number) =>
  z.number(`请填写${title}`).int(`${title}应为整数`).min(min, `${title}不能小于${min}`).max(max, `${title}不能大于${max}`)
const queryId = (title: string) => z.coerce.number(`${title}无效`).int(`${title}无效`).min(1, `${title}无效`).max(MAX_SERIAL, `${title}无效`)
const queryFlag = (title: string) => z.enum(['true', 'false'], `${title}无效`).transform((v) => v === 'true')

export const QUESTION_LIMITS = { stem: 1000, option: 200, options: 6, explanation: 2000, knowledgePoint: 30, answerText: 100 } as const

/** The true/false options every such question keeps. */
export const JUDGE_OPTIONS = ['正确', '错误'] as const

/**
 * What a question of each kind must hold, as Chinese reasons keyed by field: choices 2–8 options with one (single)
 * or at least two (multiple) right indexes; true/false one of its two; fill-in accepted texts and no options; a
 * short answer neither.
 */
export function questionRules(kind: QuestionKind, options: string[], answer: string[]): { field: 'options' | 'answer'; reason: string }[] {
  const problems: { field: 'options' | 'answer'; reason: string }[] = []
  const indexes = answer.map(Number)
  const inRange = (n: number) => Number.isInteger(n) && n >= 0 && n < options.length
  if (kind === 'single' || kind === 'multiple') {
    if (options.length < 2) problems.push({ field: 'options', reason: '选择题至少需要2个选项' })
    if (options.length > QUESTION_LIMITS.options) problems.push({ field: 'options', reason: `选项不能超过${QUESTION_LIMITS.options}个` })
    if (options.some((o) => o.trim() === '')) problems.push({ field: 'options', reason: '选项内容不能为空' })
    if (new Set(options.map((o) => o.trim())).size !== options.length) problems.push({ field: 'options', reason: '选项内容不能重复' })
    if (!indexes.every(inRange)) problems.push({ field: 'answer', reason: '正确答案应为已有的选项' })
    else if (new Set(indexes).size !== indexes.length) problems.push({ field: 'answer', reason: '正确答案不能重复' })
    else if (kind === 'single' && indexes.length !== 1) problems.push({ field: 'answer', reason: '单选题应有且只有1个正确答案' })
    else if (kind === 'multiple' && indexes.length < 2) problems.push({ field: 'answer', reason: '多选题至少需要2个正确答案' })
  } else if (kind === 'judge') {
    if (options.length && options.join() !== JUDGE_OPTIONS.join()) problems.push({ field: 'options', reason: '判断题的选项固定为“正确”“错误”' })
    if (answer.length !== 1 || !['0', '1'].includes(answer[0]!)) problems.push({ field: 'answer', reason: '判断题的答案应为“正确”或“错误”' })
  } else if (kind === 'fill') {
    if (options.length) problems.push({ field: 'options', reason: '填空题不设选项' })
    if (!answer.length || answer.some((a) => a.trim() === '')) problems.push({ field: 'answer', reason: '填空题至少需要1个可接受的答案' })
  } else {
    if (options.length) problems.push({ field: 'options', reason: '简答题不设选项' })
    if (answer.length) problems.push({ field: 'answer', reason: '简答题由考官评分，不设标准答案' })
  }
  return problems
}

const questionFields = z.strictObject({
  kind: z.enum(QUESTION_KINDS, '题型无效'),
  pool: z.enum(QUESTION_POOLS, '题库无效'),
  stem: text('题干', QUESTION_LIMITS.stem, 1),
  options: z.array(text('选项', QUESTION_LIMITS.option), '选项格式不正确').max(QUESTION_LIMITS.options, `选项不能超过${QUESTION_LIMITS.options}个`),
  answer: z.array(text('答案', QUESTION_LIMITS.answerText), '答案格式不正确').max(10, '答案不能超过10项'),
  knowledgePoint: text('知识点', QUESTION_LIMITS.knowledgePoint, 1),
  difficulty: whole('难度', 1, 3),
  explanation: text('解析', QUESTION_LIMITS.explanation),
  score: whole('分值', 1, 100)
})

export const questionBody = questionFields.superRefine((q, check) => {
  for (const problem of questionRules(q.kind, q.options, q.answer)) check.addIssue({ code: 'custom', path: [problem.field], message: problem.reason })
})

export const questionListQuery = z.strictObject({
  page, size,
  kind: z.enum(QUESTION_KINDS, '题型无效').optional(),
  pool: z.enum(QUESTION_POOLS, '题库无效').optional(),
  knowledgePoint: z.string().trim().max(QUESTION_LIMITS.knowledgePoint, '知识点太长').optional(),
  difficulty: z.coerce.number('难度无效').int('难度无效').min(1, '难度无效').max(3, '难度无效').optional(),
  q: z.string().trim().max(100, '搜索内容太长').optional(),
  archived: queryFlag('归档状态').optional()
})

export const importQuery = z.strictObject({ dryRun: queryFlag('试导入参数').default(false) })

const rule = z.strictObject({
  knowledgePoint: text('知识点', QUESTION_LIMITS.knowledgePoint, 1),
  kind: z.enum(QUESTION_KINDS, '题型无效').nullable(),
  difficulty: whole('难度', 1, 3).nullable(),
  count: whole('抽题数量', 1, 200)
})

export const paperBody = z.strictObject({
  title: text('试卷名称', 60, 1),
  description: text('试卷说明', 500),
  mode: z.enum(PAPER_MODES, '考试类型无效'),
  goodsId: whole('所属商品', 1, MAX_SERIAL),
  questionIds: z.array(whole('题目', 1, MAX_SERIAL), '题目格式不正确').max(300, '题目不能超过300道'),
  rules: z.array(rule, '抽题规则格式不正确').max(50, '抽题规则不能超过50条'),
  durationMinutes: whole('考试时长（分钟）', 1, 600),
  passScore: whole('及格分', 0, 10_000),
  published: z.boolean('请选择是否发布')
}).superRefine((p, check) => {
  if (p.questionIds.length && p.rules.length) check.addIssue({ code: 'custom', path: ['rules'], message: '固定题目和抽题规则只能选一种' })
  if (!p.questionIds.length && !p.rules.length) check.addIssue({ code: 'custom', path: ['questionIds'], message: '请选择题目或设置抽题规则' })
  if (new Set(p.questionIds).size !== p.questionIds.length) check.addIssue({ code: 'custom', path: ['questionIds'], message: '题目不能重复' })
})

export const paperListQuery = z.strictObject({
  page, size,
  mode: z.enum(PAPER_MODES, '考试类型无效').optional(),
  q: z.string().trim().max(60, '搜索内容太长').optional()
})

export const attemptListQuery = z.strictObject({
  page, size,
  paperId: queryId('试卷编号').optional(),
  mode: z.enum(PAPER_MODES, '考试类型无效').optional(),
  phone: z.string().trim().max(20, '手机号太长').optional()
})
