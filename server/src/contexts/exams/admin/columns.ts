// The import's column layout (the console's template writes the same header): each column's header text and how
// a cell becomes part of a question. Choices give the right options as letters (A, AC or A,C); true/false
// 正确/错误 (or 对/错, √/×); fill-in the accepted texts separated by |; a short answer leaves it empty.
import { IMPORT_COLUMNS, type QuestionKind, type QuestionPool } from '@contract/exams/constants'

export { IMPORT_COLUMNS }
export type ImportColumn = (typeof IMPORT_COLUMNS)[number]
export const OPTION_COLUMNS = IMPORT_COLUMNS.slice(3, 9)

const KINDS: Record<string, QuestionKind> = {
  单选: 'single', 单选题: 'single', single: 'single', 多选: 'multiple', 多选题: 'multiple', multiple: 'multiple',
  判断: 'judge', 判断题: 'judge', judge: 'judge', 填空: 'fill', 填空题: 'fill', fill: 'fill', 简答: 'short', 简答题: 'short', short: 'short',
  // Traditional spellings, as a zh-Hant reader of the console's instructions types them.
  單選: 'single', 單選題: 'single', 多選: 'multiple', 多選題: 'multiple', 判斷: 'judge', 判斷題: 'judge', 簡答: 'short', 簡答題: 'short'
}
const POOLS: Record<string, QuestionPool> = { '': 'practice', 练习: 'practice', 練習: 'practice', practice: 'practice', 正式: 'formal', formal: 'formal' }
const DIFFICULTIES: Record<string, number> = { '': 1, '1': 1, '2': 2, '3': 3, 易: 1, 简单: 1, 中: 2, 中等: 2, 难: 3, 困难: 3, 難: 3, 困難: 3 }
const TRUE_WORDS = ['正确', '对', '√', '是', 'true', 't']
const FALSE_WORDS = ['错误', '错', '錯誤', '錯', '×', '否', 'false', 'f']

export const kindOf = (cell: string): QuestionKind | undefined => KINDS[cell.toLowerCase()]
export const poolOf = (cell: string): QuestionPool | undefined => POOLS[cell.toLowerCase()]
export const difficultyOf = (cell: string): number | undefined => DIFFICULTIES[cell]

/** The answer cell as stored answers of the kind, or a reason it can't be read. */
export function answerOf(kind: QuestionKind, cell: string, optionCount: number): string[] | string {
  if (kind === 'short') return cell === '' ? [] : '简答题不填正确答案（由考官评分）'
  if (kind === 'fill') return cell.split('|').map((a) => a.trim()).filter((a) => a !== '')
  if (kind === 'judge') {
    const word = cell.toLowerCase()
    if (TRUE_WORDS.includes(word)) return ['0']
    if (FALSE_WORDS.includes(word)) return ['1']
    return '判断题的答案应填“正确”或“错误”'
  }
  const letters = cell.toUpperCase().replace(/[\s,，、]/g, '')
  if (!/^[A-F]+$/.test(letters)) return '选择题的答案应填选项字母，如 A 或 ACD'
  const indexes = [...letters].map((l) => l.charCodeAt(0) - 65)
  if (indexes.some((i) => i >= optionCount)) return '答案中的字母没有对应的选项'
  return indexes.map(String)
}
