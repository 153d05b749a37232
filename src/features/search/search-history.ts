// Recent searches of the search page, newest first, kept on the device.
import Taro from '@tarojs/taro'

const KEY = 'searchHistory'
/** Enough to find a recent search again without turning the list into a scroll. */
export const SEARCH_HISTORY_MAX = 10

export function readSearchHistory(): string[] {
  const stored = Taro.getStorageSync(KEY)
  return Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : []
}

export function rememberSearch(keyword: string): string[] {
  const k = keyword.trim()
  if (!k) return readSearchHistory()
  const next = [k, ...readSearchHistory().filter((v) => v !== k)].slice(0, SEARCH_HISTORY_MAX)
  Taro.setStorageSync(KEY, next)
  return next
}

export function clearSearchHistory(): void {
  Taro.removeStorageSync(KEY)
}
