// The console's CSV cells: formula-like text defused in every export (learners type questionnaire answers), and a
// questionnaire answer written as people read it.
import { defuseCell } from '../../../admin/src/components/csv-cells'
import { answerCell, toBody } from '../../../admin/src/areas/content/questionnaires/form-values'
import type { Question } from '../../../types/content/questionnaire-shapes'

describe('defuseCell', () => {
  it('prefixes text a spreadsheet would run as a formula', () => {
    expect(defuseCell('=HYPERLINK("http://x","点我")')).toBe('\'=HYPERLINK("http://x","点我")')
    expect(defuseCell('+1+1')).toBe("'+1+1")
    expect(defuseCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(defuseCell('-2+3')).toBe("'-2+3")
  })

  it('keeps numbers, plain text and other values as they are', () => {
    expect(defuseCell('-12.50')).toBe('-12.50')
    expect(defuseCell(-3)).toBe(-3)
    expect(defuseCell('希望多安排实操')).toBe('希望多安排实操')
    expect(defuseCell('')).toBe('')
  })
})

describe('answerCell', () => {
  const q = (kind: Question['kind'], options: string[] = []): Question => ({ id: 1, kind, title: '题', required: true, options, ratingMax: kind === 'rating' ? 5 : null })

  it('writes option labels, scores and texts, and nothing for no answer', () => {
    expect(answerCell(q('multiple', ['增肌', '减脂', '普拉提']), [0, 2])).toBe('增肌、普拉提')
    expect(answerCell(q('single', ['是', '否']), [1])).toBe('否')
    expect(answerCell(q('rating'), 4)).toBe(4)
    expect(answerCell(q('text'), '多些实操')).toBe('多些实操')
    expect(answerCell(q('text'), undefined)).toBe('')
  })
})

describe('toBody', () => {
  const values = {
    title: '调查', description: undefined, closesAt: undefined, sort: undefined,
    questions: [
      { kind: 'rating' as const, title: '打分', required: true, options: ['', ''], ratingMax: 7 },
      { kind: 'single' as const, title: '选', required: false, options: [' 是 ', '否'], ratingMax: 5 },
      { kind: 'text' as const, title: '说', required: true, options: ['', ''], ratingMax: 5 }
    ]
  }

  it('sends only what each kind takes', () => {
    expect(toBody(values, true)).toEqual({
      title: '调查', description: '', closesAt: null, sort: 0,
      questions: [
        { kind: 'rating', title: '打分', required: true, ratingMax: 7 },
        { kind: 'single', title: '选', required: false, options: ['是', '否'] },
        { kind: 'text', title: '说', required: true }
      ]
    })
  })

  it('leaves the questions out once they are frozen', () => {
    expect(toBody(values, false)).not.toHaveProperty('questions')
  })
})
