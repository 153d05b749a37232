// "Clear local cache" in settings: forgets cached data but keeps who is signed in and the chosen language.
import Taro from '@tarojs/taro'
import { TOKEN_STORAGE_KEY } from '@/shared/request'
import { USER_STORAGE_KEY } from '@/shared/session'
import { LOCALE_STORAGE_KEY } from '@/shared/i18n'

const KEEP = new Set([TOKEN_STORAGE_KEY, USER_STORAGE_KEY, LOCALE_STORAGE_KEY])

export function cacheSizeKb(): number {
  try { return Taro.getStorageInfoSync().currentSize } catch { return 0 }
}

export function clearLocalCache(): void {
  const { keys } = Taro.getStorageInfoSync()
  for (const key of keys) if (!KEEP.has(key)) Taro.removeStorageSync(key)
}
