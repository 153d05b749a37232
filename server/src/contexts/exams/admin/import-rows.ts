// Rows of an import sheet to questions: the header must be the template's; each data row is read cell by cell, then
// checked by the same body schema as the console's form, and every problem is reported with its row number, the
// column's header and a Chinese reason.
import type { ImportError, QuestionInput } from '@contract/exams/admin-shapes'
import { questionBody } from '@contract/exams/schemas'
import { userError } from '../../../http/errors'
import { answerOf, difficultyOf, IMPORT_COLUMNS, kindOf, OPTION_COLUMNS, poolOf, type ImportColumn } from './columns'
import type { SheetRow } from './sheet'

/** Most data rows one file may hold: one transaction writes them all. */
export const IMPORT_MAX_ROWS = 2000

export interface ParsedRow {
  row: number
  input: QuestionInput
}

const FIELD_COLUMNS: Record<string, ImportColumn> = {
  kind: '题型', pool: '题库', stem: '题干', options: '选项A', answer: '正确答案', knowledgePoint: '知识点',
  difficulty: '难度', score: '分值', explanation: '解析'
}

export function checkHeader(rows: SheetRow[]): SheetRow[] {
  const [header, ...data] = rows
  const missing = IMPORT_COLUMNS.filter((title, i) => header?.cells[i] !== title)
  if (!header || missing.length) {
    throw userError('EXAM_IMPORT_INVALID', `表头应与模板一致（${IMPORT_COLUMNS.join('、')}），请下载模板后填写`)
  }
  if (!data.length) throw userError('EXAM_IMPORT_INVALID', '表格中没有题目，请从第2行开始填写')
  if (data.length > IMPORT_MAX_ROWS) throw userError('EXAM_IMPORT_INVALID', `一次最多导入${IMPORT_MAX_ROWS}道题，请分批导入`)
  return data
}

function readRow(r: SheetRow, errors: ImportError[]): Record<string, unknown> | null {
  const cell = (column: ImportColumn) => r.cells[IMPORT_COLUMNS.indexOf(column)] ?? ''
  const fail = (column: ImportColumn, reason: string) => { errors.push({ row: r.row, column, reason }); return null }
  const kind = kindOf(cell('题型'))
  if (!kind) return fail('题型', '题型应为单选、多选、判断、填空或简答')
  const pool = poolOf(cell('题库'))
  if (!pool) return fail('题库', '题库应为“练习”或“正式”（不填为练习）')
  const difficulty = difficultyOf(cell('难度'))
  if (!difficulty) return fail('难度', '难度应为1、2、3（或易、中、难）')
  const scoreText = cell('分值')
  if (scoreText !== '' && !/^\d+$/.test(scoreText)) return fail('分值', '分值应为1到100的整数')
  const options = OPTION_COLUMNS.map(cell)
  while (options.length && options[options.length - 1] === '') options.pop()
  const answer = answerOf(kind, cell('正确答案'), options.length)
  if (typeof answer === 'string') return fail('正确答案', answer)
  return {
    kind, pool, stem: cell('题干'), options: kind === 'judge' ? [] : options, answer, knowledgePoint: cell('知识点'),
    difficulty, score: scoreText === '' ? 2 : Number(scoreText), explanation: cell('解析')
  }
}

export function parseRows(data: SheetRow[]): { parsed: ParsedRow[]; errors: ImportError[] } {
  const parsed: ParsedRow[] = []
  const errors: ImportError[] = []
  for (const r of data) {
    const raw = readRow(r, errors)
    if (!raw) continue
    const checked = questionBody.safeParse(raw)
    if (checked.success) parsed.push({ row: r.row, input: checked.data })
    else for (const issue of checked.error.issues) {
      errors.push({ row: r.row, column: FIELD_COLUMNS[String(issue.path[0])] ?? '题干', reason: issue.message })
    }
  }
  return { parsed, errors }
}
