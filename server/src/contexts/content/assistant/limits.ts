// The per-user limits of the assistant (AI_LIMITS in types/content/assistant-shapes.ts, where the app reads them too): checked in
// the transaction that stores the question, under the user's lock, by counting stored questions, so every API node
// agrees and parallel questions cannot slip past.
import { AI_LIMITS } from '@contract/content/assistant-shapes'
import type { Db } from '../../../db'
import { chinaMidnight } from '../../../db/filters'
import { userError } from '../../../http/errors'
import { countQuestionsSince, lockUser } from './repo'

const MINUTE_MS = 60_000

/** Today's date in China (UTC+8), YYYY-MM-DD: the daily cap starts again at China's midnight. */
const chinaToday = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)

/** Throws AI_RATE_LIMITED or AI_DAILY_LIMIT when one more question is not allowed now. Call inside a transaction. */
export async function checkLimits(tx: Db, userId: number, now: Date): Promise<void> {
  await lockUser(tx, userId)
  if ((await countQuestionsSince(tx, userId, new Date(now.getTime() - MINUTE_MS))) >= AI_LIMITS.perMinute) {
    throw userError('AI_RATE_LIMITED', `提问太频繁，每分钟最多${AI_LIMITS.perMinute}个问题，请稍等再问`)
  }
  if ((await countQuestionsSince(tx, userId, chinaMidnight(chinaToday(now)))) >= AI_LIMITS.perDay) {
    throw userError('AI_DAILY_LIMIT', `今天已经问了${AI_LIMITS.perDay}个问题，请明天再来`)
  }
}
