// SMS policy numbers (api-conventions.md → Auth). Each one costs money or security if changed, hence the why.

/**
 * One code per phone per minute: the app's resend countdown shows the same 60 s, and a faster resend only burns
 * money and annoys whoever owns the number.
 */
export const SMS_COOLDOWN_SECONDS = 60

/**
 * Ten codes per phone per day: a real person needs two or three; Tencent Cloud's own default per-number limit is
 * also 10 a day, so going higher would only produce provider errors.
 */
export const SMS_DAILY_CAP_PER_PHONE = 10

/**
 * Fifty codes per client IP per day: a gym's Wi-Fi or a carrier NAT puts many real people behind one IP, while a
 * script trying to send paid SMS to strangers' numbers from one machine is stopped after fifty.
 */
export const SMS_DAILY_CAP_PER_IP = 50

/** Five minutes: enough to switch apps and type the code, short enough that a leaked code is soon worthless. */
export const SMS_CODE_TTL_MS = 5 * 60 * 1000

/** Five wrong tries kill the code: guessing a 6-digit code then succeeds with odds of 1 in 200 000 per code. */
export const SMS_MAX_WRONG_TRIES = 5

/** Codes (and their send log) are kept two days: long enough for today's caps and a support question. */
export const SMS_CODE_RETENTION_MS = 2 * 24 * 60 * 60 * 1000

/** "Today" for the daily caps is the calendar day in China (UTC+8 all year, no daylight saving). */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

export function startOfChinaDay(now: Date): Date {
  const local = now.getTime() + CHINA_OFFSET_MS
  return new Date(local - (local % DAY_MS) - CHINA_OFFSET_MS)
}
