// Our Alipay provider on a host whose zone is UTC, as containers and cloud hosts usually are. Run by
// test/api/commerce/payment/alipay-time.test.ts in a process of its own (jest fixes TZ for its workers, and Node
// reads the zone of its own process): `TZ=UTC tsx utc-host.ts <outTradeNo> <expiresAt ISO>` with the fake gateway's
// ALIPAY_* variables. It starts a wap payment and queries the trade, and prints one JSON line of what it saw.
import { createAlipay } from '../../../../server/src/integrations/alipay'
import { loadPaymentConfig } from '../../../../server/src/integrations/payment/config'

async function main() {
  const [outTradeNo = '', expiresAt = ''] = process.argv.slice(2)
  const alipay = createAlipay(loadPaymentConfig(process.env))
  if (alipay?.kind !== 'alipay') throw new Error('Alipay is not configured')
  const launch = await alipay.createPayment({
    outTradeNo, description: '普拉提导师课程', amountFen: 19_900, channel: 'alipay_wap', expiresAt: new Date(expiresAt)
  })
  const queried = await alipay.queryPayment(outTradeNo)
  process.stdout.write(`${JSON.stringify({
    zoneOffsetMinutes: new Date().getTimezoneOffset(),
    localMidnightHours: new Date(0).getHours(),
    payUrl: launch.kind === 'redirect' ? launch.payUrl : null,
    queried: queried && { tradeState: queried.tradeState, successTime: queried.successTime?.toISOString() }
  })}\n`)
}

main().catch((err: Error) => {
  process.stderr.write(`${err.stack ?? err.message}\n`)
  process.exit(1)
})
