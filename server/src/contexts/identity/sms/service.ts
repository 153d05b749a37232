// Verification codes: made here, stored as an HMAC, sent by the configured provider, checked once.
// Built once in app.ts and handed to the identity context (IdentityContext.smsCodes); login, password, phone and
// WeChat-unbind services call verify().
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { SendSmsResult } from '@contract/identity/schemas'
import type { ErrorCode } from '@contract/errors'
import type { SmsScene } from '@contract/identity/constants'
import type { Db } from '../../../db'
import { AppError, userError } from '../../../http/errors'
import type { SmsSender } from '../../../integrations/sms/types'
import {
  SMS_CODE_RETENTION_MS,
  SMS_CODE_TTL_MS,
  SMS_COOLDOWN_SECONDS,
  SMS_DAILY_CAP_PER_IP,
  SMS_DAILY_CAP_PER_PHONE,
  SMS_MAX_WRONG_TRIES,
  startOfChinaDay
} from './policy'
import * as repo from './repo'

export interface SmsCodeService {
  /** Sends a fresh code; refuses (status 0) inside the cooldown or over a daily cap. */
  send(input: { phone: string; scene: SmsScene; ip: string }): Promise<SendSmsResult>
  /** Uses up the code, or throws a userError saying why it does not count. */
  verify(input: { phone: string; scene: SmsScene; code: string }): Promise<void>
}

export interface SmsCodeDeps {
  db: Db
  now: () => Date
  sender: SmsSender
  /** HMAC key; a 6-digit code hashed without a secret is reversed by trying all million values. */
  secret: string | undefined
  log: FastifyBaseLogger
}

type Verdict = { ok: true } | { ok: false; code: ErrorCode; message: string; wrongGuess?: boolean }

/** A code that does not count. `wrongGuess`: a live code was guessed wrong (login throttling counts only these). */
export class SmsCodeRefusal extends AppError {
  constructor(code: ErrorCode, message: string, readonly wrongGuess: boolean) {
    super(code, message, 200)
  }
}

const DEAD: Verdict = { ok: false, code: 'SMS_CODE_INVALID', message: '验证码已失效，请重新获取' }

function wrongCode(attempts: number): Verdict {
  const left = SMS_MAX_WRONG_TRIES - attempts
  return left > 0
    ? { ok: false, code: 'SMS_CODE_WRONG', message: `验证码错误，还可以再试${left}次`, wrongGuess: true }
    : { ok: false, code: 'SMS_CODE_INVALID', message: '验证码错误次数过多，请重新获取', wrongGuess: true }
}

export function createSmsCodeService(deps: SmsCodeDeps): SmsCodeService {
  // Without a configured secret (console provider) a per-process one still keeps the table useless to a reader.
  const secret = deps.secret ?? randomBytes(32).toString('hex')
  const hashCode = (phone: string, scene: SmsScene, code: string) =>
    createHmac('sha256', secret).update(`${scene}\n${phone}\n${code}`).digest()

  async function checkLimits(tx: Db, phone: string, ip: string, now: Date) {
    const last = await repo.lastSentAt(tx, phone)
    const waitMs = last ? last.getTime() + SMS_COOLDOWN_SECONDS * 1000 - now.getTime() : 0
    if (waitMs > 0) throw userError('SMS_COOLDOWN', `验证码发送太频繁，请${Math.ceil(waitMs / 1000)}秒后再试`)
    const today = startOfChinaDay(now)
    if ((await repo.countSentSince(tx, { phone }, today)) >= SMS_DAILY_CAP_PER_PHONE) {
      throw userError('SMS_DAILY_LIMIT', '该手机号今日获取验证码次数已达上限，请明天再试')
    }
    if ((await repo.countSentSince(tx, { ip }, today)) >= SMS_DAILY_CAP_PER_IP) {
      throw userError('SMS_DAILY_LIMIT', '当前网络今日获取验证码次数已达上限，请明天再试')
    }
  }

  async function send({ phone, scene, ip }: { phone: string; scene: SmsScene; ip: string }): Promise<SendSmsResult> {
    const now = deps.now()
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    const id = await deps.db.transaction(async (tx) => {
      await repo.lockSendKeys(tx, phone, ip)
      await checkLimits(tx, phone, ip, now)
      const expiresAt = new Date(now.getTime() + SMS_CODE_TTL_MS)
      return repo.insertCode(tx, { phone, scene, codeHash: hashCode(phone, scene, code).toString('hex'), ip, createdAt: now, expiresAt })
    })
    try {
      await deps.sender.send({ phone, scene, code, validMinutes: SMS_CODE_TTL_MS / 60_000 })
    } catch (err) {
      // Not the user's fault: forget the row so neither the cooldown nor the caps count a message never sent.
      await repo.deleteCode(deps.db, id)
      deps.log.error({ err, provider: deps.sender.name }, 'SMS send failed')
      throw userError('SMS_SEND_FAILED', '短信发送失败，请稍后再试')
    }
    await repo.deleteCodesBefore(deps.db, new Date(now.getTime() - SMS_CODE_RETENTION_MS))
    return { cooldownSeconds: SMS_COOLDOWN_SECONDS }
  }

  async function judge(tx: Db, phone: string, scene: SmsScene, code: string, now: Date): Promise<Verdict> {
    const row = await repo.latestCodeForUpdate(tx, phone, scene)
    if (!row || row.consumedAt || row.expiresAt <= now || row.attempts >= SMS_MAX_WRONG_TRIES) return DEAD
    const expected = Buffer.from(row.codeHash, 'hex')
    const actual = hashCode(phone, scene, code)
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      return wrongCode(await repo.addWrongAttempt(tx, row.id))
    }
    return (await repo.consumeCode(tx, row.id, now)) ? { ok: true } : DEAD
  }

  async function verify({ phone, scene, code }: { phone: string; scene: SmsScene; code: string }): Promise<void> {
    // The verdict is returned, not thrown, inside the transaction: a wrong try must be committed, not rolled back.
    const verdict = await deps.db.transaction((tx) => judge(tx, phone, scene, code, deps.now()))
    if (!verdict.ok) throw new SmsCodeRefusal(verdict.code, verdict.message, verdict.wrongGuess ?? false)
  }

  return { send, verify }
}
