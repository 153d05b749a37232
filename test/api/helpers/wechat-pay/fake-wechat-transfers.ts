// TEST ONLY. The fake WeChat Pay's merchant transfers (商家转账, /v3/fund-app/mch-transfer/transfer-bills): a bill per
// out_bill_no (asking again under the same number answers the same bill, as WeChat does), waiting for the payee's
// confirmation until a test settles it, and a knob that records a bill but answers 500, like a reply lost on the way.
import crypto from 'node:crypto'

type Json = Record<string, unknown>
type Answer = [status: number, body?: unknown]

export interface TransferState {
  appid: string
  mchid: string
  transfers: Map<string, Json>
  /** The next this many transfer requests are carried out but answered 500 SYSTEM_ERROR. */
  transferGlitches: number
  /** The next transfer request is refused with this code (nothing recorded), e.g. NOT_ENOUGH. */
  transferRefusal?: string
}

function create(state: TransferState, body: Json): Answer {
  const outBillNo = body.out_bill_no
  if (typeof outBillNo !== 'string' || !/^[0-9A-Za-z]{1,32}$/.test(outBillNo)) return [400, { code: 'PARAM_ERROR', message: 'out_bill_no' }]
  if (body.appid !== state.appid || typeof body.openid !== 'string' || !body.openid) return [400, { code: 'PARAM_ERROR', message: 'appid/openid' }]
  const infos = body.transfer_scene_report_infos as Json[] | undefined
  if (!body.transfer_scene_id || !infos?.length || typeof body.transfer_amount !== 'number' || body.transfer_amount <= 0) {
    return [400, { code: 'PARAM_ERROR', message: '需传入转账场景报备信息，请检查' }]
  }
  if (state.transferRefusal) {
    const code = state.transferRefusal
    state.transferRefusal = undefined
    return [403, { code, message: code === 'NOT_ENOUGH' ? '资金不足' : code }]
  }
  const existing = state.transfers.get(outBillNo)
  const bill = existing ?? {
    mch_id: state.mchid, appid: body.appid, out_bill_no: outBillNo, transfer_bill_no: `1330${crypto.randomInt(1e9)}`,
    state: 'WAIT_USER_CONFIRM', transfer_amount: body.transfer_amount, transfer_remark: body.transfer_remark, openid: body.openid,
    package_info: `affffddafdfafddffda${crypto.randomBytes(8).toString('hex')}`, create_time: new Date().toISOString(), update_time: new Date().toISOString()
  }
  state.transfers.set(outBillNo, bill)
  if (state.transferGlitches > 0) {
    state.transferGlitches -= 1
    return [500, { code: 'SYSTEM_ERROR', message: '系统繁忙' }]
  }
  const { out_bill_no, transfer_bill_no, create_time, package_info } = bill
  return [200, { out_bill_no, transfer_bill_no, create_time, state: bill.state, package_info: bill.state === 'WAIT_USER_CONFIRM' ? package_info : undefined }]
}

export function transferRoute(state: TransferState, method: string, path: string, body: Json): Answer | undefined {
  if (method === 'POST' && path === '/v3/fund-app/mch-transfer/transfer-bills') return create(state, body)
  const m = /^\/v3\/fund-app\/mch-transfer\/transfer-bills\/out-bill-no\/([^/]+)$/.exec(path)
  if (method === 'GET' && m) {
    const bill = state.transfers.get(decodeURIComponent(m[1]!))
    return bill ? [200, bill] : [404, { code: 'NOT_FOUND', message: '记录不存在' }]
  }
  return undefined
}

/** The payee confirmed (SUCCESS), or WeChat gave up (FAIL with a reason). */
export function settleTransfer(state: TransferState, outBillNo: string, outcome: 'SUCCESS' | 'FAIL', failReason = 'ACCOUNT_FROZEN') {
  const bill = state.transfers.get(outBillNo)
  if (!bill) throw new Error(`fake has no transfer ${outBillNo}`)
  Object.assign(bill, { state: outcome, update_time: new Date().toISOString(), fail_reason: outcome === 'FAIL' ? failReason : undefined })
  return bill
}
