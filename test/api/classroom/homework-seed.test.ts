// The coursework demo seed: the demo learner sees course documents and three tasks (graded, waiting, not done);
// the demo teacher has an answer to grade; seeding again adds nothing.
import { count } from 'drizzle-orm'
import { listDocCourses, openDocItem, getDocCatalogue } from '@contract/classroom/documents-endpoints'
import { listGradingClasses, listMyHomework } from '@contract/classroom/homework-endpoints'
import { loginByPassword } from '@contract/identity/endpoints'
import { DEMO_PASSWORD, seedDemo, seedMissingDemoContent, installDemoCovers } from '../../../server/seed'
import { homeworkTasks } from '../../../server/src/db/schema'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectOk } from '../helpers/api'
import { callApi } from '../helpers/contract'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await seedDemo(t.db)
  await installDemoCovers(t.storage)
})
afterAll(() => t.close())

const signIn = async (phone: string) =>
  expectOk(await callApi(t.app, loginByPassword, { body: { phone, password: DEMO_PASSWORD } })).token

it('gives the demo learner documents with a playable video, and three tasks in three states', async () => {
  const token = await signIn('13800000001')
  const courses = expectOk(await callApi(t.app, listDocCourses, { token }))
  const owned = courses.find((c) => c.owned)!
  expect(owned).toMatchObject({ title: '体态评估与纠正性训练', itemCount: 5 })
  const catalogue = expectOk(await callApi(t.app, getDocCatalogue, { params: { goodsId: owned.goodsId }, token }))
  const video = catalogue.chapters[0].sections[0].items[0]
  const opened = expectOk(await callApi(t.app, openDocItem, { params: { id: video.id }, token }))
  const file = await t.app.inject({ method: 'GET', url: opened.url })
  expect(file.headers['content-type']).toBe('video/webm')
  expect(file.rawPayload.length).toBeGreaterThan(1000)
  const tasks = expectOk(await callApi(t.app, listMyHomework, { query: {}, token }))
  expect(tasks.map((x) => x.state)).toEqual(['approved', 'submitted', 'not_done'])
})

it('gives the demo teacher an answer to grade', async () => {
  const token = await signIn('13800000002')
  const classes = expectOk(await callApi(t.app, listGradingClasses, { token }))
  expect(classes).toEqual([expect.objectContaining({ name: '上海第8期', toGrade: 1 })])
})

it('adds nothing when seeded again', async () => {
  await seedMissingDemoContent(t.db)
  const [row] = await t.db.select({ n: count() }).from(homeworkTasks)
  expect(row.n).toBe(3)
})
