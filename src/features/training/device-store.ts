// What the trainer tool keeps on the device (Taro storage: localStorage on H5, wx storage in the mini-program).
// A small interface so the offline queue and the workout can be tested with a map instead of Taro.
import Taro from '@tarojs/taro'

export interface DeviceStore {
  read<T>(key: string): T | undefined
  write<T>(key: string, value: T): void
  remove(key: string): void
}

export const taroDeviceStore: DeviceStore = {
  read<T>(key: string): T | undefined {
    try {
      const value = Taro.getStorageSync(key) as T | '' | undefined
      return value === '' || value === undefined || value === null ? undefined : value as T
    } catch {
      return undefined
    }
  },
  write<T>(key: string, value: T): void {
    Taro.setStorageSync(key, value)
  },
  remove(key: string): void {
    Taro.removeStorageSync(key)
  }
}

/** A store in memory, for tests and for platforms where storage fails. */
export function memoryDeviceStore(): DeviceStore & { dump(): Record<string, unknown> } {
  const values = new Map<string, unknown>()
  return {
    read: <T>(key: string) => (values.has(key) ? JSON.parse(JSON.stringify(values.get(key))) as T : undefined),
    write: (key, value) => { values.set(key, JSON.parse(JSON.stringify(value))) },
    remove: (key) => { values.delete(key) },
    dump: () => Object.fromEntries(values)
  }
}

/** A random RFC 4122 v4 id. crypto.randomUUID is missing in the mini-program, so it is built from random bytes. */
export function newClientId(random: () => number = Math.random): string {
  const bytes = Array.from({ length: 16 }, () => Math.floor(random() * 256))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
