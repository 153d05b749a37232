// Editing a strength program's schedule in the console: days, moves, sets, reps, load and rest replaced as one tree
// (strictly validated), audited with its shape before and after, and refused when someone saved the program since
// the editor loaded it (the updatedAt it loaded is in the UPDATE's WHERE). The app then shows the new schedule.
import * as admin from '@contract/training/admin-endpoints'
import type { AdminProgram, AdminProgramDayInput } from '@contract/training/admin-shapes'
import * as api from '@contract/training/endpoints'
import { seedDemoTraining } from '../../../server/seed'
import type { TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { callApi, callApiRaw } from '../helpers/contract'
import { auditOf, startBackOffice, statusCodes, type Operators } from './helpers'
import type { Api } from '../helpers/commerce/shop'

const clock = testClock(Date.now())
let t: TestApp
let a: Api
let ops: Operators
let moves: number[]
beforeAll(async () => {
  ;({ t, api: a, ops } = await startBackOffice(clock.now))
  await seedDemoTraining(t.db, clock.now())
  moves = expectOk(await callApi(t.app, admin.listAdminMoves, { query: { size: 3 }, token: ops.admin.token })).list.map((m) => m.id)
})
afterAll(() => t.close())

const rest: AdminProgramDayInput = { name: '休息', restDay: true, modules: [] }
const day = (name: string, moveId: number, reps: number, load: number, restSec: number): AdminProgramDayInput => ({
  name, restDay: false,
  modules: [{ kind: 'main', items: [{ moveId, sets: [{ reps, load, loadMode: 'fixed', restSec }, { reps, load, loadMode: 'fixed', restSec }] }] }]
})
const week = (...days: AdminProgramDayInput[]) => ({ days: [...days, ...Array(7 - days.length).fill(rest)] })

async function newProgram(): Promise<AdminProgram> {
  return expectOk(await callApi(t.app, admin.createAdminProgram, {
    body: { title: '课表编辑测试', level: 2, access: 'free', goodsId: null, priceFen: 0, published: true, weeks: [week(day('全身', moves[0]!, 5, 40, 120))] },
    token: ops.content.token
  }))
}
const save = (id: number, body: object, token = ops.content.token) =>
  callApiRaw(t.app, admin.updateAdminProgramSchedule, { params: { id }, body, token })

it('refuses no token (401), a learner and finance (403)', async () => {
  const call = (token?: string) =>
    callApiRaw(t.app, admin.updateAdminProgramSchedule, { params: { id: 1 }, body: { weeks: [week()], updatedAt: new Date().toISOString() }, token })
  expect(await statusCodes(call, [undefined, ops.learner.token, ops.finance.token])).toEqual([401, 403, 403])
})

it('replaces days, moves, sets, reps, load and rest; audited; the app shows the new schedule', async () => {
  const made = await newProgram()
  clock.advance(60_000)
  const weeks = [week(day('推', moves[1]!, 8, 60, 90), rest, day('拉', moves[2]!, 10, 30, 60)), week(day('腿', moves[0]!, 6, 80, 150))]
  const saved = expectOk<AdminProgram>(await save(made.id, { weeks, updatedAt: made.updatedAt }))
  expect(saved).toMatchObject({ weeks: 2, daysPerWeek: 2, title: '课表编辑测试' })
  expect(saved.updatedAt).not.toBe(made.updatedAt)
  const pull = saved.schedule[0]!.days[2]!
  expect(pull).toMatchObject({ name: '拉', restDay: false })
  expect(pull.modules[0]!.items[0]).toMatchObject({ move: { id: moves[2] }, sets: [
    { reps: 10, load: 30, loadMode: 'fixed', restSec: 60 }, { reps: 10, load: 30, loadMode: 'fixed', restSec: 60 }
  ] })
  const [entry] = (await auditOf(a, ops.admin.token, 'trainingProgram', made.id)).filter((e) => e.action === 'trainingProgram.schedule')
  expect(entry).toMatchObject({ before: { weeks: 1, trainingDays: 1, moves: 1 }, after: { weeks: 2, trainingDays: 3, moves: 3 } })
  expect(entry!.summary).toContain('2周，3个训练日，3个动作')
  expect(entry).toMatchObject({ summaryCode: 'trainingProgram.schedule', summaryParams: { title: made.title, weeks: 2, trainingDays: 3, moves: 3 } })
  const seen = expectOk(await callApi(t.app, api.getProgram, { params: { id: made.id }, token: ops.learner.token }))
  expect(seen.schedule[1]!.days[0]!.modules[0]!.items[0]!.sets[0]).toMatchObject({ reps: 6, load: 80, restSec: 150 })
})

it('refuses a schedule saved by someone else since it was loaded, then accepts the fresh copy', async () => {
  const made = await newProgram()
  clock.advance(60_000)
  const first = expectOk<AdminProgram>(await save(made.id, { weeks: [week(day('A', moves[0]!, 5, 50, 90))], updatedAt: made.updatedAt }))
  expectRefusal(await save(made.id, { weeks: [week(day('B', moves[1]!, 5, 50, 90))], updatedAt: made.updatedAt }), 'CONFLICT', '该计划已被他人修改，请重新打开后再编辑')
  const kept = expectOk(await callApi(t.app, admin.getAdminProgram, { params: { id: made.id }, token: ops.admin.token }))
  expect(kept.schedule[0]!.days[0]!.name).toBe('A')
  clock.advance(60_000)
  expect(expectOk<AdminProgram>(await save(made.id, { weeks: [week(day('B', moves[1]!, 5, 50, 90))], updatedAt: first.updatedAt })).schedule[0]!.days[0]!.name).toBe('B')
})

it('says what is wrong, field by field; unknown programs and moves are not found', async () => {
  const made = await newProgram()
  const updatedAt = made.updatedAt
  expectRefusal(await save(made.id, { weeks: [{ days: [rest] }], updatedAt }), 'VALIDATION', '每周应有7天')
  expectRefusal(await save(made.id, { weeks: [], updatedAt }), 'VALIDATION', '至少一周')
  expectRefusal(await save(made.id, { weeks: [week(day('A', moves[0]!, 0, 50, 90))], updatedAt }), 'VALIDATION')
  expectRefusal(await save(made.id, { weeks: [week(day('A', moves[0]!, 5, 50, 901))], updatedAt }), 'VALIDATION')
  expectRefusal(await save(made.id, { weeks: [week()], updatedAt, title: '改名' }), 'VALIDATION')
  expectRefusal(await save(made.id, { weeks: [week()] }), 'VALIDATION')
  expectRefusal(await save(made.id, { weeks: [week(day('A', 987654, 5, 50, 90))], updatedAt }), 'NOT_FOUND', '计划中的动作不存在')
  expectRefusal(await save(987654, { weeks: [week()], updatedAt }), 'NOT_FOUND', '训练计划不存在')
  const unchanged = expectOk(await callApi(t.app, admin.getAdminProgram, { params: { id: made.id }, token: ops.admin.token }))
  expect(unchanged.updatedAt).toBe(updatedAt)
})
