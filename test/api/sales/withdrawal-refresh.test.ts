// The salesperson's refresh of a WeChat Pay transfer after confirming the receipt in the mini-program (the local
// fake): the withdrawal carries what wx.requestMerchantTransfer takes, a refresh reads WeChat's answer through the
// same query finance runs (paid once, audited once under whoever read it), and nobody but the owner gets an answer.
import { and, eq } from 'drizzle-orm'
import { transferWithdrawal } from '@contract/sales/admin-endpoints'
import { getWithdrawal, refreshWithdrawal } from '@contract/sales/endpoints'
import { auditLog, salesWithdrawals, wechatIdentities } from '../../../server/src/db/schema'
import { expectOk, expectRefusal } from '../helpers/api'
import { callApi, callApiRaw } from '../helpers/contract'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { startFakeWechatPay, type FakeWechatPay } from '../helpers/wechat-pay/fake-wechat-pay'
import { person, type Person } from './helpers'

let fake: FakeWechatPay
let t: TestApp
let finance: Person

beforeAll(async () => {
  fake = await startFakeWechatPay('public-key')
  t = await createTestApp(fake.env)
  finance = await person(t, ['finance'])
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

/** A withdrawal of a salesperson signed in through the mini-program, approved and (unless told) sent to WeChat. */
async function underWay(send = true) {
  const seller = await person(t, ['sales'])
  await t.db.insert(wechatIdentities).values({ userId: seller.id, appId: fake.config.appid, openid: `oSeller${seller.id}xxxxxxxxxxxxxxxx`, sessionKey: 'k' })
  const [row] = await t.db.insert(salesWithdrawals).values({ salespersonId: seller.id, amountFen: 1_234, status: 'approved', reviewedAt: new Date() }).returning()
  if (send) expectOk(await callApi(t.app, transferWithdrawal, { params: { id: row!.id }, token: finance.token }))
  return { seller, id: row!.id }
}

const refresh = (id: number, token: string) => callApi(t.app, refreshWithdrawal, { params: { id }, token })
const audits = async (id: number) =>
  t.db.select().from(auditLog).where(and(eq(auditLog.resource, 'withdrawal'), eq(auditLog.resourceId, String(id))))

it('gives the owner what the mini-program needs, and marks it paid once WeChat reports the receipt confirmed', async () => {
  const { seller, id } = await underWay()
  const waiting = expectOk(await callApi(t.app, getWithdrawal, { params: { id }, token: seller.token }))
  expect(waiting).toMatchObject({
    status: 'transferring', transferPackage: expect.stringMatching(/.+/), transferMerchant: { mchId: fake.config.mchid, appId: fake.config.appid }
  })
  // Before the payee confirms, a refresh changes nothing.
  expect(expectOk(await refresh(id, seller.token))).toMatchObject({ status: 'transferring', transferState: 'WAIT_USER_CONFIRM' })

  const bill = fake.settleTransfer(`W${id}T1`, 'SUCCESS')
  const paid = expectOk(await refresh(id, seller.token))
  expect(paid).toMatchObject({ status: 'paid', reference: bill.transfer_bill_no, transferPackage: null, transferMerchant: null })
  const pay = (await audits(id)).filter((a) => a.action === 'withdrawal.pay')
  expect(pay).toHaveLength(1)
  expect(pay[0]!.actorId).toBe(seller.id)
  expectRefusal(await refresh(id, seller.token), 'WITHDRAWAL_NOT_TRANSFERRING')
})

it('records a confirmation read by the salesperson and by finance at once a single time', async () => {
  const { seller, id } = await underWay()
  fake.settleTransfer(`W${id}T1`, 'SUCCESS')
  const [own, desk] = await Promise.all([
    refresh(id, seller.token), callApi(t.app, transferWithdrawal, { params: { id }, token: finance.token })
  ])
  // Both read WeChat's answer; a read that reaches the database after the other one moved the withdrawal finds it
  // paid and says so (its state changed) rather than record it again. At least one records it, and only once.
  const answered = [own, desk].filter((a) => a.status === 1)
  expect(answered.length).toBeGreaterThanOrEqual(1)
  for (const a of answered) expect(expectOk(a).status).toBe('paid')
  if (own.status === 0) expectRefusal(own, 'WITHDRAWAL_NOT_TRANSFERRING')
  if (desk.status === 0) expectRefusal(desk, 'WITHDRAWAL_STATE')
  expect(expectOk(await callApi(t.app, getWithdrawal, { params: { id }, token: seller.token })).status).toBe('paid')
  expect((await audits(id)).filter((a) => a.action === 'withdrawal.pay')).toHaveLength(1)
})

it('returns a transfer WeChat gave up on to approved with the reason', async () => {
  const { seller, id } = await underWay()
  fake.settleTransfer(`W${id}T1`, 'FAIL', 'ACCOUNT_FROZEN')
  expect(expectOk(await refresh(id, seller.token))).toMatchObject({ status: 'approved', transferState: 'FAIL', note: '微信转账失败：ACCOUNT_FROZEN' })
})

it('answers another salesperson as not found, refuses a learner, and refuses a withdrawal without a transfer', async () => {
  const { id } = await underWay()
  const other = await person(t, ['sales'])
  expectRefusal(await refresh(id, other.token), 'NOT_FOUND')
  expectRefusal(await refresh(999_999, other.token), 'NOT_FOUND')
  const learner = await person(t)
  expect((await callApiRaw(t.app, refreshWithdrawal, { params: { id }, token: learner.token })).statusCode).toBe(403)

  const approved = await underWay(false)
  expectRefusal(await refresh(approved.id, approved.seller.token), 'WITHDRAWAL_NOT_TRANSFERRING', /没有进行中的微信转账/)
  const queries = fake.requests.filter((r) => r.method === 'GET' && r.url.includes(`W${approved.id}T`))
  expect(queries).toHaveLength(0)
  expect((await t.db.select().from(salesWithdrawals).where(eq(salesWithdrawals.id, id)))[0]!.status).toBe('transferring')
})

it('leaves the withdrawal under way when WeChat cannot be reached, pointing the salesperson to 刷新状态', async () => {
  const { seller, id } = await underWay()
  fake.state.transfers.delete(`W${id}T1`) // WeChat has no bill: the refresh sends it again under the same number
  fake.state.transferGlitches = 1
  expectRefusal(await refresh(id, seller.token), 'WECHAT_UNAVAILABLE', /刷新状态.*不会重复付款/)
  expect((await t.db.select().from(salesWithdrawals).where(eq(salesWithdrawals.id, id)))[0]).toMatchObject({ status: 'transferring', outBillNo: `W${id}T1` })
  expect(expectOk(await refresh(id, seller.token))).toMatchObject({ status: 'transferring', transferState: 'WAIT_USER_CONFIRM' })
})
