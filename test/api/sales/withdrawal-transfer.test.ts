// Paying a withdrawal by WeChat Pay merchant transfer (the local fake): the request WeChat gets, paid once the payee
// confirms, a double click and a retry after a lost reply making one transfer, a failed transfer back to approved
// with its reason (the next one under a new number), a salesperson without openid refused with a clear message.
import { and, eq } from 'drizzle-orm'
import { payWithdrawal, transferWithdrawal } from '@contract/sales/admin-endpoints'
import { getWithdrawal } from '@contract/sales/endpoints'
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

/** An approved withdrawal of a salesperson who signed in through the mini-program (or not: openid false). */
async function approved(amountFen = 2_345, openid = true) {
  const seller = await person(t, ['sales'])
  const wxOpenid = `oSeller${seller.id}xxxxxxxxxxxxxxxx`
  if (openid) await t.db.insert(wechatIdentities).values({ userId: seller.id, appId: fake.config.appid, openid: wxOpenid, sessionKey: 'k' })
  const [row] = await t.db.insert(salesWithdrawals).values({ salespersonId: seller.id, amountFen, status: 'approved', reviewedAt: new Date() }).returning()
  return { seller, id: row!.id, openid: wxOpenid }
}

const transfer = (id: number, token = finance.token) => callApi(t.app, transferWithdrawal, { params: { id }, token })
const posts = (outBillNo: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.url === '/v3/fund-app/mch-transfer/transfer-bills' && r.body?.out_bill_no === outBillNo)

it('asks WeChat to transfer under W<id>T1, waits for the payee, and is paid once WeChat reports success', async () => {
  const { seller, id, openid } = await approved()
  const waiting = expectOk(await transfer(id))
  expect(waiting).toMatchObject({ status: 'transferring', transferState: 'WAIT_USER_CONFIRM', paidAt: null })
  expect(posts(`W${id}T1`)).toHaveLength(1)
  expect(posts(`W${id}T1`)[0]!.body).toMatchObject({
    appid: fake.config.appid, openid, transfer_amount: 2_345, transfer_scene_id: '1005', user_recv_perception: '劳务报酬',
    transfer_scene_report_infos: [{ info_type: '岗位类型', info_content: '销售员' }, expect.objectContaining({ info_type: '报酬说明' })]
  })
  // The salesperson's app gets what the mini-program needs to confirm the receipt.
  const own = expectOk(await callApi(t.app, getWithdrawal, { params: { id }, token: seller.token }))
  expect(own).toMatchObject({ status: 'transferring', transferPackage: expect.stringMatching(/.+/) })

  const bill = fake.settleTransfer(`W${id}T1`, 'SUCCESS')
  const paid = expectOk(await transfer(id))
  expect(paid).toMatchObject({ status: 'paid', transferState: 'SUCCESS', reference: bill.transfer_bill_no, transferPackage: null })
  expect(posts(`W${id}T1`)).toHaveLength(1)
  expectRefusal(await transfer(id), 'WITHDRAWAL_STATE')
  const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.resource, 'withdrawal'), eq(auditLog.resourceId, String(id))))
  expect(audits.map((a) => a.action).sort()).toEqual(['withdrawal.pay', 'withdrawal.wechatTransfer'])
})

it('makes one transfer of a double click', async () => {
  const { id } = await approved()
  const answers = await Promise.all([transfer(id), transfer(id)])
  // Two clicks that read the withdrawal still approved: one starts the transfer, the other is refused. A click that
  // reads it after the first moved it asks WeChat about that transfer instead (查询转账) and answers it. Either way
  // one transfer, under one number, sent once.
  expect(answers.filter((a) => a.status === 1).length).toBeGreaterThanOrEqual(1)
  for (const a of answers.filter((a) => a.status === 0)) expect(a.code).toBe('WITHDRAWAL_STATE')
  expect(posts(`W${id}T1`)).toHaveLength(1)
  expect([...fake.state.transfers.keys()].filter((k) => k.startsWith(`W${id}T`))).toEqual([`W${id}T1`])
})

it('retries after a lost reply by asking about the same number, never paying twice', async () => {
  const { id } = await approved()
  fake.state.transferGlitches = 1
  expectRefusal(await transfer(id), 'WECHAT_UNAVAILABLE', /不会重复付款/)
  expect((await t.db.select().from(salesWithdrawals).where(eq(salesWithdrawals.id, id)))[0]).toMatchObject({ status: 'transferring', outBillNo: `W${id}T1` })
  // Manual payout and rejection wait while a transfer may be under way.
  expectRefusal(await callApi(t.app, payWithdrawal, { params: { id }, body: { reference: 'BANK1' }, token: finance.token }), 'WITHDRAWAL_STATE')
  expect(expectOk(await transfer(id))).toMatchObject({ status: 'transferring', transferState: 'WAIT_USER_CONFIRM' })
  expect(posts(`W${id}T1`)).toHaveLength(1)
  fake.settleTransfer(`W${id}T1`, 'SUCCESS')
  expect(expectOk(await transfer(id)).status).toBe('paid')
  expect(fake.requests.filter((r) => r.method === 'POST' && String(r.body?.out_bill_no).startsWith(`W${id}T`))).toHaveLength(1)
})

it('returns a failed transfer to approved with the reason; the next one takes a new number', async () => {
  const { id } = await approved()
  expectOk(await transfer(id))
  fake.settleTransfer(`W${id}T1`, 'FAIL', 'ACCOUNT_FROZEN')
  expect(expectOk(await transfer(id))).toMatchObject({ status: 'approved', transferState: 'FAIL', note: '微信转账失败：ACCOUNT_FROZEN' })
  expect(expectOk(await transfer(id))).toMatchObject({ status: 'transferring', transferState: 'WAIT_USER_CONFIRM' })
  expect(posts(`W${id}T2`)).toHaveLength(1)
})

it('returns a transfer WeChat refused (and never recorded) to approved, payable by hand', async () => {
  const { id } = await approved()
  fake.state.transferRefusal = 'NOT_ENOUGH'
  expect(expectOk(await transfer(id))).toMatchObject({ status: 'approved', transferState: 'REFUSED', note: '微信转账失败：资金不足' })
  const paid = expectOk(await callApi(t.app, payWithdrawal, { params: { id }, body: { reference: 'BANK2' }, token: finance.token }))
  expect(paid).toMatchObject({ status: 'paid', reference: 'BANK2' })
})

it('refuses a salesperson without openid, an amount from 2,000 yuan, and anyone but finance', async () => {
  const { id } = await approved(2_345, false)
  expectRefusal(await transfer(id), 'WITHDRAWAL_NO_OPENID', /线下付款/)
  const big = await approved(200_000)
  expectRefusal(await transfer(big.id), 'WITHDRAWAL_TRANSFER_LIMIT')
  const admin = await person(t, ['admin'])
  expect((await callApiRaw(t.app, transferWithdrawal, { params: { id: big.id }, token: admin.token })).statusCode).toBe(403)
  expectRefusal(await transfer(999_999), 'NOT_FOUND')
  expect(fake.requests.filter((r) => [`W${id}T1`, `W${big.id}T1`].includes(String(r.body?.out_bill_no)))).toHaveLength(0)
})

it('still reads a transfer under way after the salesperson\'s WeChat link is gone', async () => {
  const { seller, id } = await approved()
  expectOk(await transfer(id))
  await t.db.delete(wechatIdentities).where(eq(wechatIdentities.userId, seller.id))
  fake.settleTransfer(`W${id}T1`, 'SUCCESS')
  expect(expectOk(await transfer(id)).status).toBe('paid')
})
