// "Clear local cache" in settings: forgets cached data but keeps who is signed in and the chosen language.
import Taro from '@tarojs/taro'
import { TOKEN_STORAGE_KEY } from '@/shared/request'
import { USER_STORAGE_KEY } from '@/shared/session'
import { LOCALE_STORAGE_KEY } from '@/shared/i18n'

const KEEP = new Set([TOKEN_STORAGE_KEY, USER_STORAGE_KEY, LOCALE_STORAGE_KEY])

/** Size of what the app keeps locally, in KB (Taro's H5 build reports no size, so it is counted there). */
export function cacheSizeKb(): number {
  try {
    const info = Taro.getStorageInfoSync()
    if (Number.isFinite(info.currentSize)) return info.currentSize
    const bytes = info.keys.reduce((sum, key) => sum + key.length + JSON.stringify(Taro.getStorageSync(key) ?? '').length, 0)
    return Math.ceil(bytes / 1024)
  } catch {
    return 0
  }
}

export function clearLocalCache(): void {
  const { keys } = Taro.getStorageInfoSync()
  for (const key of keys) if (!KEEP.has(key)) Taro.removeStorageSync(key)
}
