// What a CSV export writes into a cell. Text that Excel or WPS would evaluate (=, +, -, @ first: "CSV injection")
// gets a leading apostrophe, so text someone typed (a questionnaire answer, a name) stays text. Numbers, also when
// written as text like "-12.50", are kept as they are.
const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/

export function defuseCell(value: unknown): unknown {
  if (typeof value !== 'string' || !FORMULA_START.test(value) || PLAIN_NUMBER.test(value)) return value
  return `'${value}`
}
