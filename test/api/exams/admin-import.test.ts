// The back office's spreadsheet import of questions: a real .xlsx (built here with exceljs) and a UTF-8 .csv; a dry
// run reports each bad row (row number, column, Chinese reason) and writes nothing; an import writes every row or,
// when any row is wrong, none; a question already in the bank (same text and kind) is skipped and reported.
import ExcelJS from 'exceljs'
import { eq, inArray } from 'drizzle-orm'
import { importQuestions } from '@contract/exams/admin-endpoints'
import type { ImportReport } from '@contract/exams/admin-shapes'
import { auditLog, examQuestions } from '../../../server/src/db/schema'
import { IMPORT_COLUMNS } from '@contract/exams/constants'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal } from '../helpers/api'
import { callApiRaw } from '../helpers/contract'
import { multipartBody } from '../helpers/multipart'

let t: TestApp
let admin: { token: string }

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ roles: ['academic'] })
})
afterAll(() => t.close())

type Cells = Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>
const line = (c: Cells) => IMPORT_COLUMNS.map((col) => c[col] ?? '')

const GOOD: Cells[] = [
  { 题型: '单选', 题干: '导入：深蹲时膝盖的方向应与哪里一致？', 选项A: '脚尖', 选项B: '脚跟', 选项C: '髋部', 正确答案: 'A', 知识点: '导入测试', 难度: '1', 分值: '2', 解析: '膝盖与脚尖同向。' },
  { 题型: '多选', 题库: '正式', 题干: '导入：以下哪些属于大肌群？', 选项A: '股四头肌', 选项B: '腕屈肌', 选项C: '臀大肌', 正确答案: 'A,C', 知识点: '导入测试', 难度: '中' },
  { 题型: '判断', 题干: '导入：热身可以降低运动损伤风险。', 正确答案: '对', 知识点: '导入测试' },
  { 题型: '填空', 题干: '导入：肌肉通过____附着在骨上。', 正确答案: '肌腱|腱', 知识点: '导入测试', 难度: '2' },
  { 题型: '简答', 题库: '正式', 题干: '导入：简述渐进超负荷原则。', 知识点: '导入测试', 分值: '10' }
]

async function xlsxOf(rows: Cells[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('题目')
  sheet.addRow([...IMPORT_COLUMNS])
  for (const r of rows) sheet.addRow(line(r))
  return Buffer.from(await book.xlsx.writeBuffer())
}

const csvOf = (rows: Cells[]) => '\uFEFF' + [IMPORT_COLUMNS.join(','), ...rows.map((r) => line(r).map((c) => `"${c.replace(/"/g, '""')}"`).join(','))].join('\r\n')

const upload = (content: Buffer | string, filename: string, dryRun: boolean, token = admin.token) => {
  const { payload, headers } = multipartBody([{ name: 'file', filename, type: 'application/octet-stream', content }])
  return callApiRaw(t.app, importQuestions, { query: { dryRun }, body: payload, headers, token })
}

const countOf = async (stems: string[]) => (await t.db.select({ id: examQuestions.id }).from(examQuestions).where(inArray(examQuestions.stem, stems))).length
const stems = (rows: Cells[]) => rows.map((r) => r.题干!)

it('dry-runs an .xlsx without writing, then imports it, every kind stored as the form would store it', async () => {
  const file = await xlsxOf(GOOD)
  const dry = expectOk<ImportReport>(await upload(file, '题目.xlsx', true))
  expect(dry).toEqual({ dryRun: true, rows: 5, imported: 5, duplicates: [], errors: [] })
  expect(await countOf(stems(GOOD))).toBe(0)
  const done = expectOk<ImportReport>(await upload(file, '题目.xlsx', false))
  expect(done).toMatchObject({ dryRun: false, imported: 5, errors: [] })
  const rows = await t.db.select().from(examQuestions).where(inArray(examQuestions.stem, stems(GOOD)))
  const byKind = Object.fromEntries(rows.map((r) => [r.kind, r]))
  expect(byKind.single).toMatchObject({ options: ['脚尖', '脚跟', '髋部'], answer: ['0'], pool: 'practice', difficulty: 1, score: 2 })
  expect(byKind.multiple).toMatchObject({ answer: ['0', '2'], pool: 'formal', difficulty: 2 })
  expect(byKind.judge).toMatchObject({ options: ['正确', '错误'], answer: ['0'] })
  expect(byKind.fill).toMatchObject({ options: [], answer: ['肌腱', '腱'] })
  expect(byKind.short).toMatchObject({ answer: [], score: 10, pool: 'formal' })
  const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'examQuestion.import'))
  expect(entry?.summary).toContain('导入题目5道')
})

it('skips and reports questions already in the bank (same text and kind) or repeated in the file', async () => {
  const again: Cells = { ...GOOD[2]!, 题型: '单选', 选项A: '对', 选项B: '错', 正确答案: 'A' }
  const report = expectOk<ImportReport>(await upload(csvOf([GOOD[0]!, again, again]), 'again.csv', false))
  expect(report.imported).toBe(1)
  expect(report.duplicates).toEqual([{ row: 2, stem: GOOD[0]!.题干 }, { row: 4, stem: again.题干 }])
})

it('reports every bad row with its row number, column and a Chinese reason, and writes none of the file', async () => {
  const fine: Cells = { 题型: '单选', 题干: '导入：本行本身没有问题', 选项A: '甲', 选项B: '乙', 正确答案: 'B', 知识点: '导入测试' }
  const bad: Cells[] = [
    fine,
    { ...fine, 题型: '论述', 题干: '导入：题型错' },
    { ...fine, 题干: '导入：答案越界', 正确答案: 'D' },
    { ...fine, 题型: '多选', 题干: '导入：多选只有一个答案', 正确答案: 'A' },
    { ...fine, 题干: '' },
    { ...fine, 题干: '导入：难度错', 难度: '5' },
    { 题型: '判断', 题干: '导入：判断题答案错', 正确答案: '也许', 知识点: '导入测试' }
  ]
  const csv = csvOf(bad)
  const dry = expectOk<ImportReport>(await upload(csv, 'bad.csv', true))
  expect(dry.errors).toEqual([
    { row: 3, column: '题型', reason: expect.stringContaining('单选、多选') },
    { row: 4, column: '正确答案', reason: '答案中的字母没有对应的选项' },
    { row: 5, column: '正确答案', reason: '多选题至少需要2个正确答案' },
    { row: 6, column: '题干', reason: '请填写题干' },
    { row: 7, column: '难度', reason: expect.stringContaining('难度应为1、2、3') },
    { row: 8, column: '正确答案', reason: expect.stringContaining('正确') }
  ])
  const done = expectOk<ImportReport>(await upload(csv, 'bad.csv', false))
  expect(done).toMatchObject({ imported: 0, errors: dry.errors })
  expect(await countOf(['导入：本行本身没有问题'])).toBe(0)
})

it('refuses a file that is not the template, not a spreadsheet, or empty', async () => {
  expectRefusal(await upload('题干,答案\r\n一,二', 'x.csv', true), 'EXAM_IMPORT_INVALID', /表头应与模板一致/)
  expectRefusal(await upload(csvOf([]), 'x.csv', true), 'EXAM_IMPORT_INVALID', /没有题目/)
  expectRefusal(await upload('hello', 'x.txt', true), 'UNSUPPORTED_FILE')
  expectRefusal(await upload('not a zip', 'x.xlsx', true), 'UNSUPPORTED_FILE')
  const { payload, headers } = multipartBody([{ name: 'other', content: 'x' }])
  expectRefusal(await callApiRaw(t.app, importQuestions, { query: { dryRun: true }, body: payload, headers, token: admin.token }), 'VALIDATION')
})

it('lets only exam operators import', async () => {
  const learner = await t.createUser({ name: '学员' })
  expect((await upload(csvOf(GOOD), 'x.csv', true, learner.token)).statusCode).toBe(403)
  const finance = await t.createUser({ roles: ['finance'] })
  expect((await upload(csvOf(GOOD), 'x.csv', true, finance.token)).statusCode).toBe(403)
})
