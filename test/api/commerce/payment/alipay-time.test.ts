// Alipay's times are Beijing time whatever the host's zone: the `timestamp` of every request (alipay-sdk would
// stamp it with the host's local time, and the gateway refuses a skewed one with isv.invalid-timestamp),
// time_expire, and the times Alipay answers. Jest runs its workers on China time, so the provider is run once more
// in a process of its own with TZ=UTC (helpers/alipay/utc-host.ts) against the fake gateway, which checks each
// timestamp against its own clock.
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { chinaTimestamp, fromChinaWallClock } from '@contract/china-time'
import { dateOfAlipayTime } from '../../../../server/src/integrations/alipay/trade'
import { startFakeAlipay, type FakeAlipay } from '../../helpers/alipay/fake-alipay'

let fake: FakeAlipay
beforeAll(async () => {
  fake = await startFakeAlipay()
})
afterAll(() => fake.close())

const MINUTE = 60_000

interface UtcRun {
  zoneOffsetMinutes: number
  localMidnightHours: number
  payUrl: string | null
  queried: { tradeState: string; successTime?: string } | null
}

/** The provider in a UTC process: starts a wap payment for `outTradeNo` and queries it (asynchronously: the fake
 * gateway answers from this process). */
function runOnUtcHost(outTradeNo: string, expiresAt: Date): Promise<UtcRun> {
  const child = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'server/tsconfig.json', 'test/api/helpers/alipay/utc-host.ts', outTradeNo, expiresAt.toISOString()],
    { env: { PATH: process.env.PATH, ...fake.env, TZ: 'UTC' } }
  )
  let out = ''
  let err = ''
  child.stdout.on('data', (d) => { out += String(d) })
  child.stderr.on('data', (d) => { err += String(d) })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as UtcRun) : reject(new Error(`utc-host failed: ${err}`))))
  })
}

const isNowInChina = (text: unknown) => Math.abs(fromChinaWallClock(String(text)).getTime() - Date.now()) < 2 * MINUTE

it('formats and reads Alipay times as Beijing wall clock, from the instant', () => {
  const instant = Date.UTC(2026, 0, 31, 16, 30, 5) // 2026-02-01 00:30:05 in Beijing: the China date has moved on
  expect(chinaTimestamp(instant)).toBe('2026-02-01 00:30:05')
  expect(dateOfAlipayTime('2026-02-01 00:30:05')?.getTime()).toBe(instant)
  expect(dateOfAlipayTime('2026-02-01T00:30:05Z')).toBeUndefined()
})

it('on a UTC host every request is stamped Beijing time now; time_expire and answered times are Beijing time', async () => {
  const outTradeNo = `T${Date.now()}A`
  // A trade the payer has paid, so the query answers with Alipay's send_pay_date (Beijing time).
  fake.trades.set(outTradeNo, { outTradeNo, totalAmount: '199.00', status: 'TRADE_SUCCESS', tradeNo: '2026000000001', refunds: new Map() })
  const expiresAt = new Date(Date.now() + 30 * MINUTE)
  const before = fake.calls.length
  const run = await runOnUtcHost(outTradeNo, expiresAt)

  // The process really ran in UTC: its local clock reads midnight at the epoch.
  expect([run.zoneOffsetMinutes, run.localMidnightHours]).toEqual([0, 0])
  // The pay URL: signed, stamped now in Beijing (the fake refuses it otherwise), expiring at the order's deadline.
  const opened = fake.open(run.payUrl!)
  expect(isNowInChina(opened.params.timestamp)).toBe(true)
  expect(opened.biz.time_expire).toBe(chinaTimestamp(expiresAt))
  // alipay.trade.query: accepted by the gateway (no isv.invalid-timestamp), its timestamp Beijing time now.
  const query = fake.calls.slice(before).find((c) => c.method === 'alipay.trade.query')!
  expect(isNowInChina(query.params.timestamp)).toBe(true)
  expect(run.queried?.tradeState).toBe('SUCCESS')
  // send_pay_date came back as Beijing wall clock and was read as the instant it names.
  expect(Math.abs(Date.parse(run.queried!.successTime!) - Date.now())).toBeLessThan(2 * MINUTE)
}, 90_000)

/** Source files of a folder, recursively. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : []
  })
}

it('no provider integration reads a time in the process zone', () => {
  // Local-zone readings of a Date, and toLocale*String, which without a timeZone uses the process zone.
  const localZone = /\.(getFullYear|getMonth|getDate|getDay|getHours|getMinutes|getSeconds|getTimezoneOffset)\(|\.toLocale\w*String\(/
  const offenders = sources('server/src/integrations').filter((file) => localZone.test(readFileSync(file, 'utf8')))
  expect(offenders).toEqual([])
})
