// The exam screen's run: answers are saved one by one in order, kept and retried while the network is away, a
// refusal (the paper was handed in meanwhile) closes the run, and the countdown follows the server's time left.
import type { AnswerSaved, AttemptSheet } from '@contract/exams/shapes'
import { RequestError } from '@/shared/request'
import { saveAnswer } from '@/features/exams/api'
import { ExamRun } from '@/features/exams/exam-run'

jest.mock('@/features/exams/api', () => ({ saveAnswer: jest.fn() }))
const saveMock = saveAnswer as jest.MockedFunction<typeof saveAnswer>

const question = (id: number) => ({ id, kind: 'single' as const, stem: `题${id}`, score: 2, knowledgePoint: '解剖', options: [{ key: 'A', text: '甲' }, { key: 'B', text: '乙' }] })
const sheet = (): AttemptSheet => ({
  id: 7, paperId: 1, paperTitle: '模拟考试', mode: 'mock', state: 'open', questions: [question(1), question(2), question(3)],
  answers: { 1: ['B'] }, startedAt: '', deadlineAt: '', serverNow: '', remainingSec: 600
})
const saved = (questionId: number): AnswerSaved => ({ questionId, savedAt: '', remainingSec: 500 })
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  saveMock.mockReset()
  jest.useRealTimers()
})

it('starts from the saved answers and the server\'s time left', () => {
  const run = new ExamRun(sheet(), 1_000_000)
  expect(run.answeredCount).toBe(1)
  expect(run.isAnswered(1)).toBe(true)
  run.tick(1_000_000 + 61_000)
  expect(run.remainingSec).toBe(539)
  run.tick(1_000_000 + 700_000)
  expect(run.remainingSec).toBe(0)
})

it('saves answers one by one in the order they were given', async () => {
  saveMock.mockImplementation(async (_id, questionId) => saved(questionId))
  const run = new ExamRun(sheet())
  run.answer(2, ['A'])
  run.answer(3, ['B'])
  await settle()
  await settle()
  await run.flush()
  expect(saveMock.mock.calls.map((c) => [c[1], c[2]])).toEqual([[2, ['A']], [3, ['B']]])
  expect(run.saveState).toBe('saved')
  expect(run.answeredCount).toBe(3)
})

it('keeps answers while offline and saves them once the network is back', async () => {
  jest.useFakeTimers()
  saveMock.mockRejectedValueOnce(new RequestError('network')).mockImplementation(async (_id, questionId) => saved(questionId))
  const run = new ExamRun(sheet())
  run.answer(2, ['A'])
  await jest.advanceTimersByTimeAsync(0)
  expect(run.saveState).toBe('offline')
  run.answer(2, ['B'])
  await jest.advanceTimersByTimeAsync(3000)
  expect(run.saveState).toBe('saved')
  expect(saveMock.mock.calls.at(-1)?.slice(1)).toEqual([2, ['B']])
  run.dispose()
})

it('closes when the server refuses a save (handed in meanwhile)', async () => {
  saveMock.mockRejectedValue(new RequestError('server', 200))
  const run = new ExamRun(sheet())
  run.answer(2, ['A'])
  await settle()
  await settle()
  expect(run.closed).toBe(true)
  expect(saveMock).toHaveBeenCalledTimes(1)
})
