// Offline training: sessions and sets carry the device's UUIDs; the same sets synced twice, at the same time, or from
// two devices are stored once, and the answer is what the server holds. Finishing is idempotent.
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { finishSession, getSession, listMoves, startSession, syncSets, swapSessionMove, listMoveAlternatives } from '@contract/training/endpoints'
import type { SetLogInput, SyncInput } from '@contract/training/schemas'
import { seedDemoTraining } from '../../../server/seed'
import { trainingSets } from '../../../server/src/db/schema'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { callApi } from '../helpers/contract'

const clock = testClock()
let t: TestApp
let me: { id: number; token: string }
let squat: number
let pushUp: number
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  await seedDemoTraining(t.db, clock.now())
  me = await t.createUser()
  const moves = expectOk(await callApi(t.app, listMoves, { query: { keyword: '深蹲', unit: 'weight', size: 50 }, token: me.token }))
  squat = moves.list.find((m) => m.name === '杠铃深蹲')!.id
  pushUp = expectOk(await callApi(t.app, listMoves, { query: { keyword: '标准俯卧撑' }, token: me.token })).list[0].id
})
afterAll(() => t.close())

const at = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000).toISOString()
function offlineSession(sets = 3): SyncInput & { sessions: NonNullable<SyncInput['sessions']>; sets: SetLogInput[] } {
  const sessionClientId = randomUUID()
  return {
    sessions: [{ clientId: sessionClientId, startedAt: at(0), name: '离线训练' }],
    sets: Array.from({ length: sets }, (_, i) => ({ clientId: randomUUID(), sessionClientId, moveId: squat, setNo: i, reps: 5, loadKg: 60 + i * 5, loggedAt: at(i + 1) }))
  }
}
const sync = (body: SyncInput, token = me.token) => callApi(t.app, syncSets, { body, token })
const storedSets = async (userId: number) => t.db.select().from(trainingSets).where(eq(trainingSets.userId, userId))

describe('idempotent set sync', () => {
  it('stores the sets once when the same batch is sent twice, and answers what the server holds', async () => {
    const batch = offlineSession(3)
    const first = expectOk(await sync(batch))
    const again = expectOk(await sync(batch))
    expect(first.sets.map((s) => s.clientId).sort()).toEqual(batch.sets.map((s) => s.clientId).sort())
    expect(again).toEqual(first)
    expect(first.sessions).toHaveLength(1)
    expect(first.sessions[0]).toMatchObject({ clientId: batch.sessions[0].clientId, sets: 3, volumeKg: 5 * 60 + 5 * 65 + 5 * 70 })
    expect(await storedSets(me.id)).toHaveLength(3)
  })

  it('stores them once when sent concurrently (two devices, the same sets, overlapping batches)', async () => {
    const user = await t.createUser()
    const batch = offlineSession(6)
    const deviceA = { sessions: batch.sessions, sets: batch.sets.slice(0, 4) }
    const deviceB = { sessions: batch.sessions, sets: batch.sets.slice(2) }
    const answers = await Promise.all([sync(batch, user.token), sync(deviceA, user.token), sync(deviceB, user.token), sync(batch, user.token)])
    for (const a of answers) expectOk(a)
    const rows = await storedSets(user.id)
    expect(rows).toHaveLength(6)
    expect(new Set(rows.map((r) => r.clientId)).size).toBe(6)
    expect(new Set(rows.map((r) => r.sessionId)).size).toBe(1)
  })

  it('keeps the first value of a set sent again with other numbers (the device resends, it does not edit)', async () => {
    const batch = offlineSession(1)
    expectOk(await sync(batch))
    const changed = { ...batch, sets: [{ ...batch.sets[0], reps: 99 }] }
    const answer = expectOk(await sync(changed))
    expect(answer.sets[0].reps).toBe(5)
  })

  it('does not mix users: the same client ids from another user are that user\'s own rows', async () => {
    const other = await t.createUser()
    const batch = offlineSession(2)
    expectOk(await sync(batch))
    expectOk(await sync(batch, other.token))
    expect(await storedSets(other.id)).toHaveLength(2)
    const mine = await t.db.select().from(trainingSets).where(and(eq(trainingSets.userId, me.id), eq(trainingSets.clientId, batch.sets[0].clientId)))
    expect(mine).toHaveLength(1)
  })

  it('refuses sets of a session it was not told about, and unknown moves, storing nothing', async () => {
    const before = (await storedSets(me.id)).length
    const batch = offlineSession(1)
    expectRefusal(await sync({ sets: batch.sets }), 'NOT_FOUND', /训练/)
    expectRefusal(await sync({ ...batch, sets: [{ ...batch.sets[0], moveId: 999999 }] }), 'NOT_FOUND', /动作/)
    expect(await storedSets(me.id)).toHaveLength(before)
  })

  it('refuses a malformed client id or an unknown field', async () => {
    const batch = offlineSession(1)
    expectRefusal(await sync({ ...batch, sets: [{ ...batch.sets[0], clientId: 'abc' }] }), 'VALIDATION')
    expectRefusal(await sync({ ...batch, extra: 1 } as never), 'VALIDATION')
  })
})

describe('a session online', () => {
  it('starts once per client id, swaps a move keeping its place, finishes once', async () => {
    const clientId = randomUUID()
    const started = expectOk(await callApi(t.app, startSession, { body: { clientId, planDayId: null, name: '自由训练' }, token: me.token }))
    const again = expectOk(await callApi(t.app, startSession, { body: { clientId, planDayId: null }, token: me.token }))
    expect(again.id).toBe(started.id)
    expectOk(await sync({ sets: [{ clientId: randomUUID(), sessionClientId: clientId, moveId: pushUp, setNo: 0, reps: 12, loggedAt: at(2) }] }))
    const alternatives = expectOk(await callApi(t.app, listMoveAlternatives, { params: { id: pushUp }, token: me.token }))
    expect(alternatives.map((m) => m.name)).toEqual(expect.arrayContaining(['上斜俯卧撑', '下斜俯卧撑']))
    const first = expectOk(await callApi(t.app, finishSession, { params: { id: started.id }, body: {}, token: me.token }))
    expect(first.session.status).toBe('finished')
    const second = expectOk(await callApi(t.app, finishSession, { params: { id: started.id }, body: {}, token: me.token }))
    expect(second.session.finishedAt).toBe(first.session.finishedAt)
    expect(second.earned).toEqual([])
    expectRefusal(await callApi(t.app, swapSessionMove, { params: { id: started.id }, body: { fromMoveId: pushUp, toMoveId: alternatives[0].id }, token: me.token }), 'SESSION_FINISHED')
    const stored = expectOk(await callApi(t.app, getSession, { params: { id: started.id }, token: me.token }))
    expect(stored.setLogs).toHaveLength(1)
  })
})
