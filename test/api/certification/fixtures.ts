// A sitting with paid, approved candidates, an assigned judge and a rubric: what the certification tests start from.
// Everything goes through the real endpoints (checkout, sandbox pay, the back office's review and admit cards).
import {
  assignJudge, reviewRegistration, sendAdmitCards, setExamSetup
} from '@contract/certification/admin-endpoints'
import { listMyRegistrations } from '@contract/certification/endpoints'
import type { ExamSetup } from '@contract/certification/admin-shapes'
import { expectOk } from '../helpers/api'
import { seedGoods, type SeededGoods } from '../helpers/commerce/fixtures'
import { placeOrder, sandboxPay, type Api } from '../helpers/commerce/shop'
import { callApi } from '../helpers/contract'
import type { TestApp } from '../helpers/test-app'

export interface Sitting {
  goods: SeededGoods
  setup: ExamSetup
}

/** An exam goods with one sitting and a rubric of two items (60 + 40), pass at 60%. */
export async function examSitting(t: TestApp, admin: { token: string }, seats = 20): Promise<Sitting> {
  const goods = await seedGoods(t.db, { kind: 'exam', sessionSeats: seats, title: '私人教练职业资格考试' })
  const setup = expectOk(await callApi(t.app, setExamSetup, {
    params: { id: goods.id }, token: admin.token,
    body: {
      passPercent: 60, durationMinutes: 120, courseTitle: '私人教练职业资格', hours: 120, validMonths: 24, hasTheory: false,
      items: [{ title: '动作示范', maxScore: 60 }, { title: '教学讲解', maxScore: 40 }]
    }
  }))
  return { goods, setup }
}

/** A learner buys the exam for the sitting; returns the registration id. */
export async function register(t: TestApp, api: Api, token: string, goods: SeededGoods): Promise<number> {
  const order = await placeOrder(api, token, goods)
  await sandboxPay(api, token, order.id)
  const page = expectOk(await callApi(t.app, listMyRegistrations, { query: {}, token }))
  const found = page.list.find((r) => r.goodsId === goods.id)
  if (!found) throw new Error('no registration after payment')
  return found.id
}

export async function approveAndSendCards(t: TestApp, admin: { token: string }, registrationId: number, sessionId: number) {
  expectOk(await callApi(t.app, reviewRegistration, { params: { id: registrationId }, body: { approve: true }, token: admin.token }))
  expectOk(await callApi(t.app, sendAdmitCards, { params: { id: sessionId }, token: admin.token }))
}

export async function addJudge(t: TestApp, admin: { token: string }, sessionId: number, phone: string) {
  expectOk(await callApi(t.app, assignJudge, { params: { id: sessionId }, body: { phone }, token: admin.token }))
}

/** Scores for the setup's rubric: the first item gets `first`, the second `second`. */
export const scoresOf = (setup: ExamSetup, first: number, second: number) => ({
  items: [{ itemId: setup.items[0]!.id, score: first }, { itemId: setup.items[1]!.id, score: second }]
})
