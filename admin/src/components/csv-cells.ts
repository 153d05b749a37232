// What a CSV export writes into a cell.
// - Text that Excel or WPS would evaluate (=, +, -, @ first: "CSV injection") gets a leading apostrophe, so text
//   someone typed (a questionnaire answer, a name) stays text. Numbers, also when written as text like "-12.50",
//   are kept as they are.
// - Long digit strings (20-digit order numbers, merchant and provider transaction numbers, tax ids) are written as
//   ="…": Excel and WPS both open that as a text cell showing exactly those digits, where a plain number turns into
//   2.02611E+19 and loses its last digits. A leading tab or apostrophe would also keep the digits, but stays in the
//   cell's value, and the number then no longer matches the same number in the WeChat Pay or Alipay bill
//   (VLOOKUP, filters) when the two are reconciled.
const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/
/** Only letters, digits and a few separators go inside ="…": nothing a formula could run. */
const SAFE_TEXT = /^[A-Za-z0-9 _\-.]*$/

/** A value to keep as text in a spreadsheet (see above); write it with `csvText(value)`. */
export class CsvText {
  constructor(readonly value: string) {}
}

export function csvText(value: string | null | undefined): CsvText | string {
  return value ? new CsvText(value) : ''
}

export function defuseCell(value: unknown): unknown {
  if (value instanceof CsvText) return SAFE_TEXT.test(value.value) ? `="${value.value}"` : defuseCell(value.value)
  if (typeof value !== 'string' || !FORMULA_START.test(value) || PLAIN_NUMBER.test(value)) return value
  return `'${value}`
}
