// The back office's training area, moves and libraries: who may call (admin and content only), a move created
// with uploaded media and linked progressions, edited, hidden from the app's library and shown again; bad input in
// sentences; libraries with their moves published and unpublished once (conditional); every write audited.
import * as admin from '@contract/training/admin-endpoints'
import type { AdminLibrary, AdminMove } from '@contract/training/admin-shapes'
import * as api from '@contract/training/endpoints'
import type { MoveInput } from '@contract/training/schemas'
import { uploadFile } from '@contract/files/endpoints'
import { seedDemoTraining } from '../../../server/seed'
import type { TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { callApi, callApiRaw } from '../helpers/contract'
import type { Api } from '../helpers/commerce/shop'
import { fileUpload, PNG_1PX } from '../helpers/multipart'
import { auditOf, startBackOffice, statusCodes, type Operators } from './helpers'

const clock = testClock()
let t: TestApp
let a: Api
let ops: Operators
let academic: { id: number; token: string }
let seededIds: number[]
beforeAll(async () => {
  ;({ t, api: a, ops } = await startBackOffice(clock.now))
  await seedDemoTraining(t.db, clock.now())
  academic = await t.createUser({ roles: ['academic'] })
  seededIds = expectOk(await callApi(t.app, admin.listAdminMoves, { query: { size: 3 }, token: ops.admin.token })).list.map((m) => m.id)
})
afterAll(() => t.close())

const move = (extra: Partial<MoveInput> = {}): MoveInput => ({
  name: '后台测试划船甲', primaryMuscle: 'back', secondaryMuscles: ['biceps'], functionPart: 'upper_pull', tool: 'dumbbell', unit: 'weight',
  level: 2, cues: ['背部挺直', '肘部贴近身体'], mistakes: ['耸肩'], ...extra
})
const create = (body: object, token = ops.content.token) => callApiRaw(t.app, admin.createAdminMove, { body, token })

it('refuses no token (401), a learner, finance and academic (403)', async () => {
  const calls = [
    (token?: string) => callApiRaw(t.app, admin.listAdminMoves, { token }),
    (token?: string) => callApiRaw(t.app, admin.createAdminMove, { body: move(), token }),
    (token?: string) => callApiRaw(t.app, admin.setAdminMoveHidden, { params: { id: 1 }, body: { hidden: true }, token }),
    (token?: string) => callApiRaw(t.app, admin.listAdminLibraries, { token }),
    (token?: string) => callApiRaw(t.app, admin.setAdminLibraryPublished, { params: { id: 1 }, body: { published: true }, token }),
    (token?: string) => callApiRaw(t.app, admin.listPlanReports, { token })
  ]
  for (const call of calls) {
    expect(await statusCodes(call, [undefined, ops.learner.token, ops.finance.token, academic.token])).toEqual([401, 403, 403, 403])
  }
})

describe('moves', () => {
  it('creates a move with an uploaded picture and linked moves, edits it; both audited', async () => {
    const { payload, headers } = fileUpload(PNG_1PX)
    const path = (await callApiRaw(t.app, uploadFile, { query: { kind: 'image' }, body: payload, token: ops.content.token, headers })).json().data.path as string
    expect(path).toMatch(/^\/uploads\//)
    const made = expectOk<AdminMove>(await create(move({ media: [{ kind: 'image', url: path, caption: '起始姿势' }], progressionIds: [seededIds[0]], regressionIds: [seededIds[1]] })))
    expect(made).toMatchObject({ name: '后台测试划船甲', ownerId: null, hidden: false, cover: path, cues: ['背部挺直', '肘部贴近身体'] })
    expect(made.media).toEqual([expect.objectContaining({ kind: 'image', url: path, caption: '起始姿势' })])
    expect(made.progressions.map((m) => m.id)).toEqual([seededIds[0]])
    expect(made.regressions.map((m) => m.id)).toEqual([seededIds[1]])
    const edited = expectOk(await callApi(t.app, admin.updateAdminMove, { params: { id: made.id }, body: move({ name: '后台测试划船乙', level: 3 }), token: ops.admin.token }))
    expect(edited).toMatchObject({ id: made.id, name: '后台测试划船乙', level: 3, media: [], progressions: [] })
    expect(expectOk(await callApi(t.app, admin.getAdminMove, { params: { id: made.id }, token: ops.admin.token }))).toEqual(edited)
    const found = expectOk(await callApi(t.app, admin.listAdminMoves, { query: { keyword: '后台测试划船乙', muscle: 'back' }, token: ops.admin.token }))
    expect(found.list.map((m) => m.id)).toEqual([made.id])
    const audit = await auditOf(a, ops.admin.token, 'trainingMove', made.id)
    expect(audit.map((e) => [e.action, e.actorId])).toEqual([['trainingMove.create', ops.content.id], ['trainingMove.update', ops.admin.id]])
  })

  it('says what is wrong with bad input, and an unknown move or link is not found', async () => {
    expectRefusal(await create(move({ name: '' })), 'VALIDATION')
    expectRefusal(await create({ ...move(), unit: 'kg' }), 'VALIDATION', '计量方式无效')
    expectRefusal(await create({ ...move(), extra: 1 }), 'VALIDATION')
    expectRefusal(await create(move({ progressionIds: [9_999_999] })), 'NOT_FOUND', '关联的进阶或退阶动作不存在')
    expectRefusal(await callApi(t.app, admin.getAdminMove, { params: { id: 9_999_999 }, token: ops.admin.token }), 'NOT_FOUND', '动作不存在')
    expectRefusal(await callApi(t.app, admin.updateAdminMove, { params: { id: 9_999_999 }, body: move(), token: ops.admin.token }), 'NOT_FOUND')
  })

  it('hides a move from the app library and shows it again; audited', async () => {
    const made = expectOk<AdminMove>(await create(move({ name: '隐藏测试划船' })))
    const learner = ops.learner.token
    const inApp = async () => expectOk(await callApi(t.app, api.listMoves, { query: { keyword: '隐藏测试划船' }, token: learner })).list.map((m) => m.id)
    expect(await inApp()).toEqual([made.id])
    expect(expectOk(await callApi(t.app, admin.setAdminMoveHidden, { params: { id: made.id }, body: { hidden: true }, token: ops.admin.token })).hidden).toBe(true)
    expect(await inApp()).toEqual([])
    expectRefusal(await callApiRaw(t.app, admin.setAdminMoveHidden, { params: { id: made.id }, body: { hidden: 'yes' }, token: ops.admin.token }), 'VALIDATION')
    expect(expectOk(await callApi(t.app, admin.setAdminMoveHidden, { params: { id: made.id }, body: { hidden: false }, token: ops.admin.token })).hidden).toBe(false)
    expect(await inApp()).toEqual([made.id])
    const audit = await auditOf(a, ops.admin.token, 'trainingMove', made.id)
    expect(audit.map((e) => e.action)).toEqual(['trainingMove.create', 'trainingMove.hide', 'trainingMove.show'])
  })
})

describe('libraries', () => {
  it('creates a library of moves unpublished, publishes it once, unpublishes it; audited', async () => {
    const made = expectOk(await callApi(t.app, admin.createAdminLibrary, {
      body: { name: '背部训练库', intro: '划船与引体', published: false, moveIds: [seededIds[2], seededIds[0], seededIds[2]] }, token: ops.content.token
    }))
    expect(made).toMatchObject({ name: '背部训练库', published: false, ownerId: null, moveIds: [seededIds[2], seededIds[0]], subscriberCount: 0 })
    const publish = (published: boolean) => callApi(t.app, admin.setAdminLibraryPublished, { params: { id: made.id }, body: { published }, token: ops.admin.token })
    expect(expectOk(await publish(true)).published).toBe(true)
    expectRefusal(await publish(true), 'CONFLICT', '该动作库已发布')
    expect(expectOk(await publish(false)).published).toBe(false)
    expectRefusal(await publish(false), 'CONFLICT', '该动作库已下架')
    const listed = expectOk(await callApi(t.app, admin.listAdminLibraries, { query: { size: 50 }, token: ops.admin.token }))
    expect(listed.list.find((l) => l.id === made.id)).toMatchObject({ published: false })
    const audit = await auditOf(a, ops.admin.token, 'trainingLibrary', made.id)
    expect(audit.map((e) => e.action)).toEqual(['trainingLibrary.create', 'trainingLibrary.publish', 'trainingLibrary.unpublish'])
  })

  it('edits its moves; refuses an unknown move, a missing name and an unknown library', async () => {
    const made = expectOk(await callApi(t.app, admin.createAdminLibrary, { body: { name: '核心库', published: true, moveIds: [] }, token: ops.admin.token }))
    const edit = (body: object, id = made.id) => callApiRaw(t.app, admin.updateAdminLibrary, { params: { id }, body, token: ops.admin.token })
    expect(expectOk<AdminLibrary>(await edit({ name: '核心库', published: true, moveIds: [seededIds[1]] })).moveIds).toEqual([seededIds[1]])
    expectRefusal(await edit({ name: '核心库', published: true, moveIds: [9_999_999] }), 'NOT_FOUND', '动作不存在')
    expectRefusal(await edit({ name: ' ', published: true, moveIds: [] }), 'VALIDATION', '请填写动作库名称')
    expectRefusal(await edit({ name: '核心库', published: true, moveIds: [] }, 9_999_999), 'NOT_FOUND', '动作库不存在')
    expectRefusal(await callApiRaw(t.app, admin.setAdminLibraryPublished, { params: { id: made.id }, body: {}, token: ops.admin.token }), 'VALIDATION', '请指明发布或下架')
  })
})
