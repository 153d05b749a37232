// 调查问卷 with ?id: the questions of the server, problems shown beside the questions before anything is sent,
// sign-in asked for first, the answers sent once, the thanks after it, and "already submitted" from the server.
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { QuestionnaireDetail } from '@contract/content/questionnaire-shapes'
import { i18n } from '@/shared/i18n'
import { session } from '@/shared/session'
import QuestionnairePage from '@/pages/questionnaire/index'
import { serve } from '../helpers/serve'

const mocked = Taro as jest.Mocked<typeof Taro> & { __resetStorage: () => void }

const detail: QuestionnaireDetail = {
  id: 7, title: '课程满意度调查', description: '花两分钟', closesAt: null, questionCount: 3, submitted: false, closed: false, submittedAt: null,
  questions: [
    { id: 11, kind: 'single', title: '你参加的是哪一类课程？', required: true, options: ['健身教练', '普拉提'], ratingMax: null },
    { id: 12, kind: 'rating', title: '整体满意度', required: true, options: [], ratingMax: 5 },
    { id: 13, kind: 'text', title: '还有什么建议？', required: false, options: [], ratingMax: null }
  ]
}

beforeEach(() => {
  jest.clearAllMocks()
  mocked.__resetStorage()
  i18n.setLocale('zh-Hans')
  session.signOut()
  mocked.useRouter.mockReturnValue({ params: { id: '7' }, path: '/pages/questionnaire/index' } as never)
})

const submitButton = () => screen.getByTestId('questionnaire-submit')
const posted = () => mocked.request.mock.calls.filter(([opts]) => (opts as { method: string }).method === 'POST')

it('marks the unanswered required questions beside them and sends nothing', async () => {
  serve({ 'GET /api/questionnaires/7': () => detail })
  render(<QuestionnairePage />)
  expect(await screen.findByText('你参加的是哪一类课程？', { exact: false })).toBeTruthy()
  await act(async () => { fireEvent.click(submitButton()) })
  const problems = screen.getAllByTestId('question-problem')
  expect(problems.map((p) => p.textContent)).toEqual(['这是必答题，请作答', '这是必答题，请作答'])
  expect(screen.getAllByTestId('question-card').map((c) => c.className.includes('qn-question--invalid'))).toEqual([true, true, false])
  expect(mocked.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '还有2道题需要检查' }))
  expect(posted()).toEqual([])
})

it('asks a signed-out learner to sign in before sending', async () => {
  serve({ 'GET /api/questionnaires/7': () => ({ ...detail, questions: [detail.questions[2]] }) })
  render(<QuestionnairePage />)
  await screen.findByText('还有什么建议？', { exact: false })
  await act(async () => { fireEvent.click(submitButton()) })
  expect(mocked.navigateTo).toHaveBeenCalledWith({ url: '/pages/boot/bindPhone' })
  expect(posted()).toEqual([])
})

it('sends the answers once signed in and thanks the learner', async () => {
  session.signIn({ token: 't'.repeat(40), user: { id: 1, phone: '13800000001', name: '学员', roles: ['learner'] } as never })
  let body: unknown
  serve({
    'GET /api/questionnaires/7': () => ({ ...detail, questions: [detail.questions[0], detail.questions[2]] }),
    'POST /api/questionnaires/7/responses': (data) => { body = data; return { submittedAt: '2026-03-02T02:00:00.000Z' } }
  })
  render(<QuestionnairePage />)
  const option = await screen.findByText('普拉提')
  await act(async () => { fireEvent.click(option) })
  fireEvent.input(document.querySelector('textarea')!, { target: { value: '  多些实操 ' } })
  await act(async () => { fireEvent.click(submitButton()) })
  expect(body).toEqual({ answers: [{ questionId: 11, options: [1] }, { questionId: 13, text: '多些实操' }] })
  expect(await screen.findByTestId('questionnaire-thanks')).toBeTruthy()
  expect(screen.getByText('提交成功，感谢你的参与！')).toBeTruthy()
})

it('shows 已提交 when the server says the learner already submitted', async () => {
  serve({ 'GET /api/questionnaires/7': () => ({ ...detail, submitted: true, submittedAt: '2026-03-01T02:00:00.000Z' }) })
  render(<QuestionnairePage />)
  expect(await screen.findByTestId('questionnaire-already')).toBeTruthy()
  expect(screen.getByText('你已提交过这份问卷')).toBeTruthy()
  expect(screen.queryByTestId('questionnaire-submit')).toBeNull()
})
