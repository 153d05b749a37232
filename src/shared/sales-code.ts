// The sales code a share link or poster carries (?sc=…): remembered when the app is opened through it and sent with
// the next checkout, which stores it on the order so the salesperson is credited (docs/sales.md → Attribution).
// Kept for a while only: a link opened weeks ago should not credit today's purchase.
import Taro from '@tarojs/taro'
import { SALES_CODE_PARAM } from '@contract/sales/constants'

const STORAGE_KEY = 'salesCode'
const KEEP_MS = 30 * 24 * 3600_000
const CODE_RE = /^[A-Za-z0-9]{4,16}$/

/** Remembers the code of the query the app was opened or re-entered with, if it carries one. */
export function rememberSalesCode(query: Record<string, unknown> | undefined, now = Date.now()): void {
  const code = query?.[SALES_CODE_PARAM]
  if (typeof code !== 'string' || !CODE_RE.test(code)) return
  Taro.setStorageSync(STORAGE_KEY, { code, at: now })
}

/** The remembered code while it is fresh, else undefined. */
export function storedSalesCode(now = Date.now()): string | undefined {
  const saved = Taro.getStorageSync(STORAGE_KEY) as { code?: unknown; at?: unknown } | ''
  if (!saved || typeof saved.code !== 'string' || typeof saved.at !== 'number') return undefined
  return now - saved.at <= KEEP_MS && CODE_RE.test(saved.code) ? saved.code : undefined
}
