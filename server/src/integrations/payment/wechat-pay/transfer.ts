// WeChat Pay merchant transfer to a user's balance (商家转账, the version WeChat offers since 2025:
// POST /v3/fund-app/mch-transfer/transfer-bills, query by out_bill_no). The older batch API (/v3/transfer/batches)
// is closed to merchants that have switched, so it is not used. Signed and verified by the same http client as
// payments. out_bill_no is WeChat's idempotency key: the same number never pays twice, so a retry after a timeout
// reuses it, and only a transfer WeChat reports FAIL or CANCELLED may be followed by a new number.
import { z } from 'zod'
import { PaymentProviderError } from '../errors'
import { jsonBody, type WechatPayHttp } from './http-client'
import { parseShape } from './resources'
import { TRANSFER_STATES, type TransferBill, type WechatTransfers } from '../types'

const billSchema = z.object({
  out_bill_no: z.string().min(1),
  transfer_bill_no: z.string().min(1),
  state: z.enum(TRANSFER_STATES),
  package_info: z.string().optional(),
  fail_reason: z.string().optional(),
  update_time: z.string().optional()
})

function toBill(raw: z.output<typeof billSchema>): TransferBill {
  return {
    outBillNo: raw.out_bill_no,
    transferBillNo: raw.transfer_bill_no,
    state: raw.state,
    packageInfo: raw.package_info || undefined,
    failReason: raw.fail_reason || undefined,
    updatedAt: raw.update_time ? new Date(raw.update_time) : undefined
  }
}

export function createWechatTransfers(http: WechatPayHttp, merchant: { appid: string; mchid: string }): WechatTransfers {
  return {
    appid: merchant.appid,
    mchid: merchant.mchid,

    async createTransfer(input) {
      const response = await http.call('POST', '/v3/fund-app/mch-transfer/transfer-bills', {
        appid: merchant.appid,
        out_bill_no: input.outBillNo,
        transfer_scene_id: input.sceneId,
        openid: input.openid,
        transfer_amount: input.amountFen,
        transfer_remark: input.remark,
        user_recv_perception: input.recvPerception,
        transfer_scene_report_infos: input.reportInfos.map((i) => ({ info_type: i.infoType, info_content: i.infoContent }))
      })
      return toBill(parseShape(billSchema, jsonBody(response), 'transfer bill'))
    },

    async queryTransfer(outBillNo) {
      try {
        const response = await http.call('GET', `/v3/fund-app/mch-transfer/transfer-bills/out-bill-no/${encodeURIComponent(outBillNo)}`)
        return toBill(parseShape(billSchema, jsonBody(response), 'transfer bill'))
      } catch (err) {
        if (err instanceof PaymentProviderError && err.code === 'NOT_FOUND') return null
        throw err
      }
    }
  }
}
