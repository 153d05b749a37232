// The one rule of whether an answer fits its question (types/content/questionnaire-shapes.ts): the server refuses with it and the
// app's form marks problems with it, so both must read it the same way.
import { answerProblem, isBlankAnswer, type Question } from '@contract/content/questionnaire-shapes'
import { problemsOf, toAnswerInputs } from '@/features/questionnaire/answers'

const q = (kind: Question['kind'], extra: Partial<Question> = {}): Question =>
  ({ id: 1, kind, title: '题', required: true, options: kind === 'single' || kind === 'multiple' ? ['甲', '乙', '丙'] : [], ratingMax: kind === 'rating' ? 5 : null, ...extra })

describe('answerProblem', () => {
  it('asks for an answer to a required question, blank or missing alike, and lets an optional one be blank', () => {
    for (const blank of [undefined, {}, { options: [] }, { text: '   ' }]) {
      expect(isBlankAnswer(blank)).toBe(true)
      expect(answerProblem(q('text'), blank)).toBe('required')
      expect(answerProblem(q('text', { required: false }), blank)).toBeNull()
    }
  })

  it('takes exactly one option in range for a single choice', () => {
    expect(answerProblem(q('single'), { options: [2] })).toBeNull()
    expect(answerProblem(q('single'), { options: [0, 1] })).toBe('chooseOne')
    expect(answerProblem(q('single'), { options: [3] })).toBe('optionRange')
    expect(answerProblem(q('single'), { options: [1.5] })).toBe('optionRange')
  })

  it('takes distinct options in range for a multiple choice', () => {
    expect(answerProblem(q('multiple'), { options: [0, 2] })).toBeNull()
    expect(answerProblem(q('multiple'), { options: [1, 1] })).toBe('duplicateOption')
    expect(answerProblem(q('multiple'), { options: [-1] })).toBe('optionRange')
  })

  it('takes a whole score from 1 to the maximum for a rating', () => {
    expect(answerProblem(q('rating'), { score: 5 })).toBeNull()
    expect(answerProblem(q('rating'), { score: 6 })).toBe('ratingRange')
    expect(answerProblem(q('rating'), { score: 0 })).toBe('ratingRange')
    expect(answerProblem(q('rating'), { score: 3.5 })).toBe('ratingRange')
  })

  it('counts a text after trimming, at most 500 characters', () => {
    expect(answerProblem(q('text'), { text: ` ${'字'.repeat(500)} ` })).toBeNull()
    expect(answerProblem(q('text'), { text: '字'.repeat(501) })).toBe('textTooLong')
  })

  it('refuses an answer of another kind, or of two kinds at once', () => {
    expect(answerProblem(q('rating'), { text: '五分' })).toBe('wrongKind')
    expect(answerProblem(q('text'), { options: [0] })).toBe('wrongKind')
    expect(answerProblem(q('single'), { options: [0], score: 1 })).toBe('wrongKind')
  })
})

describe('the form answers', () => {
  const questions = [q('single', { id: 1 }), q('text', { id: 2, required: false }), q('rating', { id: 3 })]

  it('lists the problem of each question that has one', () => {
    expect(problemsOf(questions, { 1: { options: [0, 1] } })).toEqual({ 1: 'chooseOne', 3: 'required' })
    expect(problemsOf(questions, { 1: { options: [0] }, 3: { score: 4 } })).toEqual({})
  })

  it('sends every non-blank answer with its text trimmed, in question order', () => {
    expect(toAnswerInputs(questions, { 3: { score: 4 }, 2: { text: '  好 ' }, 1: { options: [1] } })).toEqual([
      { questionId: 1, options: [1] }, { questionId: 2, text: '好' }, { questionId: 3, score: 4 }
    ])
    expect(toAnswerInputs(questions, { 2: { text: '  ' } })).toEqual([])
  })
})
