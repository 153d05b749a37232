// Course documents (pages/course/courseDocument, document/category, document/detail): only holders or free items
// open, progress is per learner and resumes, completion needs watched time, the no-seek-ahead option, short-lived
// file links.
import { getDocCatalogue, listDocCourses, openDocItem, saveDocProgress } from '@contract/classroom/documents-endpoints'
import { LINK_TTL_SEC } from '../../../server/src/contexts/classroom'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { grantOwned, makeGoods } from '../helpers/catalog-fixtures'
import { callApi } from '../helpers/contract'
import { makeCourse, type Course } from './documents-fixtures'

const clock = testClock()
let t: TestApp
let course: Course
let buyer: { id: number; token: string }
let visitor: { id: number; token: string }
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  course = await makeCourse(t, await makeGoods(t.db, { title: '文档课程' }))
  buyer = await t.createUser()
  visitor = await t.createUser()
  await grantOwned(t.db, buyer.id, course.goodsId)
})
afterAll(() => t.close())

const open = (token: string, id: number) => callApi(t.app, openDocItem, { params: { id }, token })
const save = (token: string, id: number, positionSec: number) =>
  callApi(t.app, saveDocProgress, { params: { id }, body: { positionSec }, token })
const seconds = (s: number) => clock.advance(s * 1000)

describe('catalogue', () => {
  it('lists the course with what each learner may open', async () => {
    const mine = expectOk(await callApi(t.app, listDocCourses, { token: buyer.token })).find((c) => c.goodsId === course.goodsId)
    expect(mine).toMatchObject({ title: '文档课程', owned: true, itemCount: 4, freeCount: 1 })
    const theirs = expectOk(await callApi(t.app, getDocCatalogue, { params: { goodsId: course.goodsId }, token: visitor.token }))
    const items = theirs.chapters[0].sections[0].items
    expect(theirs.course.owned).toBe(false)
    expect(items.map((i) => [i.title, i.open])).toEqual([['付费视频', false], ['试看视频', true], ['讲义', false], ['要点', false]])
  })

  it('answers a course without documents as not found', async () => {
    const other = await makeGoods(t.db)
    expectRefusal(await callApi(t.app, getDocCatalogue, { params: { goodsId: other }, token: buyer.token }), 'NOT_FOUND')
  })
})

describe('opening items', () => {
  it('refuses paid items to a learner who has not bought the course, opens free ones', async () => {
    expectRefusal(await open(visitor.token, course.video), 'DOC_NOT_OWNED', '购买课程后才能学习此内容')
    expectRefusal(await open(visitor.token, course.pdf), 'DOC_NOT_OWNED')
    expect(expectOk(await open(visitor.token, course.freeVideo)).url).toMatch(/^\/api\/classroom\/files\//)
    expectRefusal(await save(visitor.token, course.video, 10), 'DOC_NOT_OWNED')
  })

  it('answers a missing item as not found', async () => {
    expectRefusal(await open(buyer.token, 999_999), 'NOT_FOUND')
  })

  it('gives a buyer sanitised rich text and a document link', async () => {
    expect(expectOk(await open(buyer.token, course.text)).html).toBe('<p>要点</p>')
    const pdf = expectOk(await open(buyer.token, course.pdf))
    expect(pdf).toMatchObject({ ext: 'pdf', completed: true })
  })
})

describe('video progress', () => {
  it('resumes where the learner stopped, and keeps each learner\'s position their own', async () => {
    const learner = await t.createUser()
    await grantOwned(t.db, learner.id, course.goodsId)
    expect(expectOk(await open(learner.token, course.video)).positionSec).toBe(0)
    seconds(30)
    expect(expectOk(await save(learner.token, course.video, 30))).toMatchObject({ positionSec: 30, watchedSec: 30, completed: false })
    expect(expectOk(await open(learner.token, course.video)).positionSec).toBe(30)
    expect(expectOk(await open(buyer.token, course.video)).positionSec).toBe(0)
  })

  it('does not complete a video on the client\'s word: watched time must match the duration', async () => {
    const learner = await t.createUser()
    await grantOwned(t.db, learner.id, course.goodsId)
    await open(learner.token, course.video)
    seconds(2)
    expect(expectOk(await save(learner.token, course.video, 120))).toMatchObject({ positionSec: 120, completed: false })
    for (let at = 10; at <= 120; at += 10) {
      seconds(10)
      expectOk(await save(learner.token, course.video, at))
    }
    expect(expectOk(await save(learner.token, course.video, 120)).completed).toBe(true)
  })
})

describe('no seeking ahead on first viewing', () => {
  let strict: Course
  let learner: { id: number; token: string }
  beforeAll(async () => {
    strict = await makeCourse(t, await makeGoods(t.db, { title: '严格课程' }), { noSeekAhead: true })
    learner = await t.createUser()
    await grantOwned(t.db, learner.id, strict.goodsId)
  })

  it('refuses a jump past what was watched, allows going back', async () => {
    expect(expectOk(await open(learner.token, strict.video)).noSeekAhead).toBe(true)
    seconds(20)
    expectOk(await save(learner.token, strict.video, 20))
    seconds(1)
    expectRefusal(await save(learner.token, strict.video, 90), 'DOC_SEEK_AHEAD')
    expect(expectOk(await save(learner.token, strict.video, 5)).maxPositionSec).toBe(20)
  })
})

describe('short-lived file links', () => {
  const fetchFile = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

  it('serves the file with ranges until the link expires', async () => {
    const { url } = expectOk(await open(buyer.token, course.video))
    const whole = await fetchFile(url)
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['content-type']).toBe('video/mp4')
    expect(whole.body).toBe('0123456789abcdef')
    const part = await fetchFile(url, { range: 'bytes=4-7' })
    expect(part.statusCode).toBe(206)
    expect(part.body).toBe('4567')
    seconds(LINK_TTL_SEC + 1)
    expect((await fetchFile(url)).statusCode).toBe(403)
  })

  it('refuses a forged or re-targeted link', async () => {
    const { url } = expectOk(await open(buyer.token, course.video))
    expect((await fetchFile(url.replace(/s=.+$/, 's=forged'))).statusCode).toBe(403)
    expect((await fetchFile(url.replace(`/files/${course.video}?`, `/files/${course.pdf}?`))).statusCode).toBe(403)
  })
})
