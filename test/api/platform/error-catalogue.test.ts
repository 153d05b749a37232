// Every code the server can answer with is in the error catalogue (types/errors.ts), with a message in each
// locale. The type-check already refuses a literal code outside it; this also catches codes built at run time
// from tables (e.g. class states) by looking through the server's source for every quoted CODE_LIKE_THIS that
// stands where a code goes.
import fs from 'node:fs'
import path from 'node:path'
import { ERROR_CATALOGUE } from '../../../types/errors'

const SERVER = path.resolve(__dirname, '../../../server/src')
// Upper-case strings of the server that are not our codes: WeChat Pay's own codes and environment variable names.
const NOT_OURS = /^(WECHAT_PAY_|TENCENT_SMS_|S3_|AI_BASE_URL$|AI_API_KEY$|SMS_CODE_SECRET$|WECHAT_MINI_APPID$|WECHAT_OA_APPID$|PAYMENT_PROVIDER$|FIELD_KEYS$|MULTI_NODE$|AEAD_|BAD_SIGNATURE$|BAD_RESPONSE$|DECRYPT_FAILED$|INVALID_REQUEST$|MISSING_HEADERS$|ORDER_NOT_EXIST$|RESOURCE_NOT_EXISTS$|STALE_TIMESTAMP$|UNKNOWN_SERIAL$)/

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return sources(full)
    return e.name.endsWith('.ts') ? [full] : []
  })
}

function quotedCodes(): Map<string, string> {
  const found = new Map<string, string>()
  for (const file of sources(SERVER)) {
    if (file.includes(`${path.sep}integrations${path.sep}`)) continue // providers' own vocabularies
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/'([A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+)'/g)) {
      if (!NOT_OURS.test(m[1])) found.set(m[1], path.relative(SERVER, file))
    }
  }
  return found
}

it('lists every code the server source names', () => {
  const missing = [...quotedCodes()].filter(([code]) => !(code in ERROR_CATALOGUE)).map(([c, f]) => `${c} (${f})`)
  expect(missing).toEqual([])
})

it('has a message in zh-Hans, zh-Hant and en for every code', () => {
  for (const [code, messages] of Object.entries(ERROR_CATALOGUE)) {
    expect([code, messages['zh-Hans']]).toEqual([code, expect.stringMatching(/[\u4e00-\u9fa5]/)])
    expect([code, messages['zh-Hant']]).toEqual([code, expect.stringMatching(/[\u4e00-\u9fa5]/)])
    expect([code, messages.en]).toEqual([code, expect.stringMatching(/^[A-Z][^\u4e00-\u9fa5]+$/)])
  }
})
