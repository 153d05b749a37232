// Homework (pages/course/task/*, pages/private/teacher/courseTask/*): a learner sees only the tasks of what they hold
// and only their own answer; states move only along spec §4; a teacher grades only their own classes' answers.
import {
  getGradingSubmission, getMyHomework, gradeHomework, listGradingClasses, listGradingSubmissions, listGradingTasks,
  listMyHomework, submitHomework
} from '@contract/classroom/homework-endpoints'
import type { GradeInput, HomeworkSubmitInput } from '@contract/classroom/homework-shapes'
import { uploadFile } from '@contract/files/endpoints'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { caller, expectOk, expectRefusal, testClock } from '../helpers/api'
import { seedGoods, type SeededGoods } from '../helpers/commerce/fixtures'
import { placeOrder, sandboxPay } from '../helpers/commerce/shop'
import { callApi, callApiRaw } from '../helpers/contract'
import { fileUpload, PNG_1PX } from '../helpers/multipart'
import { assignTeacher, makeTask } from './documents-fixtures'

// Near the real time: the sandbox's signed notifications are checked against this clock.
const clock = testClock(Date.now())
let t: TestApp
type User = { id: number; token: string }
let goods: SeededGoods
let learner: User
let classmate: User
let outsider: User
let teacher: User
let otherTeacher: User
let classTask: number
let courseTask: number
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  goods = await seedGoods(t.db, { classSeats: 10, title: '作业课程' })
  ;[learner, classmate, outsider] = [await t.createUser(), await t.createUser({ name: '同班同学' }), await t.createUser()]
  teacher = await t.createUser({ roles: ['teacher'] })
  otherTeacher = await t.createUser({ roles: ['teacher'] })
  for (const user of [learner, classmate]) {
    const order = await placeOrder(caller(t), user.token, goods)
    await sandboxPay(caller(t), user.token, order.id)
  }
  await assignTeacher(t, goods.classId!, teacher.id)
  classTask = await makeTask(t, { goodsId: goods.id, classId: goods.classId, title: '班级作业' })
  courseTask = await makeTask(t, { goodsId: goods.id, classId: null, title: '课程作业' })
})
afterAll(() => t.close())

const answer = (text: string, extra: Partial<HomeworkSubmitInput> = {}): HomeworkSubmitInput => ({ text, images: [], video: null, ...extra })
const submit = (user: User, id: number, body: HomeworkSubmitInput) => callApi(t.app, submitHomework, { params: { id }, body, token: user.token })
const mine = (user: User, id: number) => callApi(t.app, getMyHomework, { params: { id }, token: user.token })
const openAnswer = (user: User, id: number) => callApi(t.app, getGradingSubmission, { params: { id }, token: user.token })
const grade = (user: User, id: number, body: GradeInput) => callApi(t.app, gradeHomework, { params: { id }, body, token: user.token })
async function uploadImage(user: User): Promise<string> {
  const { payload, headers } = fileUpload(PNG_1PX)
  const res = await callApiRaw(t.app, uploadFile, { query: { kind: 'image' }, body: payload, headers, token: user.token })
  return res.json().data.path
}
const approve: GradeInput = { decision: 'approved', score: 90, comment: '动作标准' }
const reject: GradeInput = { decision: 'rejected', score: null, comment: '膝盖内扣，请重拍' }

describe('learner', () => {
  it('lists the tasks of their class and course as not done; an outsider sees none', async () => {
    const list = expectOk(await callApi(t.app, listMyHomework, { query: {}, token: learner.token }))
    expect(list.map((x) => [x.title, x.state])).toEqual([['班级作业', 'not_done'], ['课程作业', 'not_done']])
    expect(expectOk(await callApi(t.app, listMyHomework, { query: {}, token: outsider.token }))).toEqual([])
    expectRefusal(await mine(outsider, classTask), 'NOT_FOUND', '作业不存在')
    expectRefusal(await submit(outsider, classTask, answer('想交')), 'NOT_FOUND')
  })

  it('hands in text and an own uploaded image, and may change it until a teacher takes it up', async () => {
    const image = await uploadImage(learner)
    const first = expectOk(await submit(learner, classTask, answer('第一次', { images: [image] })))
    expect(first).toMatchObject({ state: 'submitted', canSubmit: true, submission: { text: '第一次', attempt: 1 } })
    expect(first.submission?.images[0].path).toBe(image)
    expect(expectOk(await submit(learner, classTask, answer('改一下'))).submission).toMatchObject({ text: '改一下', attempt: 1 })
  })

  it('refuses an empty answer, someone else\'s file and a video over 60 s', async () => {
    expectRefusal(await submit(learner, courseTask, answer('  ')), 'VALIDATION')
    expectRefusal(await submit(learner, courseTask, answer('x', { images: ['/uploads/2026/01/not-mine.png'] })), 'VALIDATION')
    expectRefusal(await submit(learner, courseTask, answer('x', { images: [await uploadImage(classmate)] })), 'VALIDATION')
    expectRefusal(await submit(learner, courseTask, answer('x', { video: await uploadImage(learner), videoSec: 61 })), 'HOMEWORK_VIDEO_TOO_LONG')
  })

  it('never shows another learner\'s answer', async () => {
    expect(expectOk(await mine(classmate, classTask))).toMatchObject({ state: 'not_done', submission: null })
  })
})

describe('grading', () => {
  let submissionId: number
  beforeAll(async () => {
    submissionId = expectOk(await mine(learner, classTask)).submission!.id
  })

  it('shows the teacher their class, its tasks and the learners\' answers; another teacher sees nothing', async () => {
    const classes = expectOk(await callApi(t.app, listGradingClasses, { token: teacher.token }))
    expect(classes).toEqual([expect.objectContaining({ classId: goods.classId, goodsTitle: '作业课程', toGrade: 1 })])
    const tasks = expectOk(await callApi(t.app, listGradingTasks, { params: { classId: goods.classId! }, token: teacher.token }))
    expect(tasks.map((x) => [x.title, x.submitted])).toEqual([['班级作业', 1], ['课程作业', 0]])
    const subs = expectOk(await callApi(t.app, listGradingSubmissions, { params: { classId: goods.classId!, taskId: classTask }, token: teacher.token }))
    expect(subs).toEqual([expect.objectContaining({ id: submissionId, state: 'submitted' })])
    expect(expectOk(await callApi(t.app, listGradingClasses, { token: otherTeacher.token }))).toEqual([])
    expectRefusal(await callApi(t.app, listGradingTasks, { params: { classId: goods.classId! }, token: otherTeacher.token }), 'CLASS_NOT_FOUND')
    expect(expectOk(await callApi(t.app, listGradingSubmissions, { params: { classId: goods.classId!, taskId: classTask }, token: otherTeacher.token }))).toEqual([])
    expectRefusal(await openAnswer(otherTeacher, submissionId), 'NOT_FOUND')
    expectRefusal(await grade(otherTeacher, submissionId, approve), 'NOT_FOUND')
  })

  it('refuses a learner on the teacher\'s endpoints', async () => {
    const res = await callApiRaw(t.app, listGradingClasses, { token: learner.token })
    expect(res.statusCode).toBe(403)
  })

  it('moves submitted → pending grading → rejected → submitted → pending → approved, and nothing else', async () => {
    expectRefusal(await grade(teacher, submissionId, approve), 'HOMEWORK_STATE')
    expect(expectOk(await openAnswer(teacher, submissionId))).toMatchObject({ state: 'pending', text: '改一下' })
    expectRefusal(await submit(learner, classTask, answer('批改中再改')), 'HOMEWORK_STATE')
    expectRefusal(await grade(teacher, submissionId, { ...reject, comment: '' }), 'VALIDATION')
    expect(expectOk(await grade(teacher, submissionId, reject))).toMatchObject({ state: 'rejected', comment: '膝盖内扣，请重拍' })
    expectRefusal(await grade(teacher, submissionId, approve), 'HOMEWORK_STATE')
    expect(expectOk(await mine(learner, classTask))).toMatchObject({ state: 'rejected', canSubmit: true, submission: { comment: '膝盖内扣，请重拍' } })
    expect(expectOk(await submit(learner, classTask, answer('重拍了'))).submission).toMatchObject({ state: 'submitted', attempt: 2, comment: '膝盖内扣，请重拍' })
    await openAnswer(teacher, submissionId)
    expect(expectOk(await grade(teacher, submissionId, approve))).toMatchObject({ state: 'approved', score: 90 })
    expectRefusal(await submit(learner, classTask, answer('再交')), 'HOMEWORK_STATE')
    expectRefusal(await grade(teacher, submissionId, reject), 'HOMEWORK_STATE')
    expect(expectOk(await mine(learner, classTask))).toMatchObject({ state: 'approved', score: 90, canSubmit: false })
  })

  it('routes a course-wide task to the learner\'s class teachers and offers the next ungraded answer', async () => {
    const a = expectOk(await submit(learner, courseTask, answer('课程作业A'))).submission!.id
    clock.advance(1000)
    const b = expectOk(await submit(classmate, courseTask, answer('课程作业B'))).submission!.id
    const first = expectOk(await openAnswer(teacher, a))
    expect(first).toMatchObject({ classId: goods.classId, nextId: b, learnerName: expect.any(String) })
    expect(expectOk(await openAnswer(teacher, b))).toMatchObject({ learnerName: '同班同学', nextId: a })
  })
})
