// Importing questions from a spreadsheet: a dry run reads and checks every row and writes nothing; an import does
// the same, then writes every new row in one transaction, or nothing when any row has an error. A row whose text
// and kind are already in the bank (or earlier in the same file) is skipped and reported as a duplicate.
import { inArray, sql } from 'drizzle-orm'
import type { ImportReport } from '@contract/exams/admin-shapes'
import type { Db } from '../../../db'
import { recordAudit, type AuditActor } from '../../system'
import type { ExamsContext } from '../context'
import { examQuestions } from '../tables'
import { checkHeader, parseRows, type ParsedRow } from './import-rows'
import { storedOptions } from './questions'
import { formatOf, readSheet } from './sheet'

export interface ImportFile {
  filename: string
  data: Buffer
}

const keyOf = (kind: string, stem: string) => `${kind}\u0001${stem}`

async function existingKeys(db: Db, rows: ParsedRow[]): Promise<Set<string>> {
  const stems = [...new Set(rows.map((r) => r.input.stem))]
  if (!stems.length) return new Set()
  const found = await db.select({ kind: examQuestions.kind, stem: examQuestions.stem }).from(examQuestions)
    .where(inArray(examQuestions.stem, stems))
  return new Set(found.map((q) => keyOf(q.kind, q.stem)))
}

function splitDuplicates(rows: ParsedRow[], existing: Set<string>) {
  const seen = new Set(existing)
  const fresh: ParsedRow[] = []
  const duplicates: ImportReport['duplicates'] = []
  for (const r of rows) {
    const key = keyOf(r.input.kind, r.input.stem)
    if (seen.has(key)) duplicates.push({ row: r.row, stem: r.input.stem })
    else { seen.add(key); fresh.push(r) }
  }
  return { fresh, duplicates }
}

async function write(ctx: ExamsContext, actor: AuditActor, filename: string, rows: ParsedRow[]): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    // One import at a time: two files with the same new question can't both pass the duplicate check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('exam_questions.import'))`)
    const { fresh } = splitDuplicates(rows, await existingKeys(tx, rows))
    if (!fresh.length) return 0
    const now = ctx.now()
    await tx.insert(examQuestions).values(fresh.map((r) => ({ ...r.input, options: storedOptions(r.input), createdAt: now })))
    await recordAudit(tx, actor, {
      action: 'examQuestion.import', resource: 'exam_question', resourceId: 0,
      summary: `从「${filename}」导入题目${fresh.length}道`, after: { filename, rows: fresh.map((r) => r.row) },
      coded: { code: 'examQuestion.import', params: { filename, count: fresh.length } }
    })
    return fresh.length
  })
}

export async function importQuestions(ctx: ExamsContext, actor: AuditActor, file: ImportFile, dryRun: boolean): Promise<ImportReport> {
  const rows = checkHeader(await readSheet(formatOf(file.filename, file.data), file.data))
  const { parsed, errors } = parseRows(rows)
  const { fresh, duplicates } = splitDuplicates(parsed, await existingKeys(ctx.db, parsed))
  const report: ImportReport = { dryRun, rows: rows.length, imported: fresh.length, duplicates, errors }
  if (dryRun) return report
  if (errors.length) return { ...report, imported: 0 }
  return { ...report, imported: await write(ctx, actor, file.filename, parsed) }
}

