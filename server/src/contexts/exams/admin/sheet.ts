// Reading an uploaded spreadsheet into rows of cell texts: .xlsx through exceljs (its first worksheet, each cell's
// displayed text), .csv through exceljs's CSV reader with every value kept as typed (no number or date guessing,
// so 007 stays 007). The row numbers are the reader's: the header is row 1.
import { Readable } from 'node:stream'
import type ExcelJS from 'exceljs'
import { userError } from '../../../http/errors'

export interface SheetRow {
  row: number
  cells: string[]
}

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]) // a zip archive, which every .xlsx is

export type SheetFormat = 'xlsx' | 'csv'

/** The format by the file's name, checked against its first bytes so a renamed file is not misread. */
export function formatOf(filename: string, head: Buffer): SheetFormat {
  const lower = filename.toLowerCase()
  const zip = head.subarray(0, 4).equals(XLSX_MAGIC)
  if (lower.endsWith('.xlsx') && zip) return 'xlsx'
  if (lower.endsWith('.csv') && !zip) return 'csv'
  throw userError('UNSUPPORTED_FILE', '请上传 .xlsx 或 .csv 格式的题目表格（可先下载模板）')
}

function rowsOf(sheet: ExcelJS.Worksheet | undefined): SheetRow[] {
  const rows: SheetRow[] = []
  sheet?.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = []
    row.eachCell({ includeEmpty: true }, (cell, col) => { cells[col - 1] = cell.text.trim() })
    rows.push({ row: number, cells: Array.from(cells, (c) => c ?? '') })
  })
  return rows.filter((r) => r.cells.some((c) => c !== ''))
}

export async function readSheet(format: SheetFormat, data: Buffer): Promise<SheetRow[]> {
  // exceljs is some 700 modules: loaded by the first import, not by every server start (and every API test file).
  const { Workbook } = (await import('exceljs')).default
  const book = new Workbook()
  try {
    if (format === 'xlsx') {
      await book.xlsx.load(data as unknown as ArrayBuffer)
      return rowsOf(book.worksheets[0])
    }
    const text = data.toString('utf8').replace(/^\uFEFF/, '')
    return rowsOf(await book.csv.read(Readable.from([text]), { map: (value: string) => value }))
  } catch (err) {
    if ((err as { code?: string }).code) throw err
    throw userError('EXAM_IMPORT_INVALID', '无法读取该表格文件，请确认文件未损坏，或按模板重新保存后上传')
  }
}
