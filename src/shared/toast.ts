// Toasts and clipboard (product rules §8, §9). Every toast in the app goes through here so durations and the
// no-icon look stay the same on both platforms.
import Taro from '@tarojs/taro'
import { t } from '@/shared/i18n'

/** Default toast duration (product rules §9). */
export const TOAST_MS = 1500
/** The request layer's server-error toast stays longer so it can be read (product rules §8). */
export const SERVER_ERROR_TOAST_MS = 3000

export interface ToastOptions {
  /** Milliseconds; defaults to TOAST_MS. */
  duration?: number
  /** Blocks taps underneath while shown. */
  mask?: boolean
  /** Defaults to 'none': an icon would cut WeChat's toast text down to 7 characters. */
  icon?: 'success' | 'error' | 'loading' | 'none'
}

/** Shows a text toast. Never rejects: a toast that fails to show must not break the action around it. */
export async function showToast(text: string, opts: ToastOptions = {}): Promise<void> {
  try {
    await Taro.showToast({
      title: text,
      icon: opts.icon ?? 'none',
      duration: opts.duration ?? TOAST_MS,
      mask: opts.mask ?? false
    })
  } catch {
    // Nothing useful to do: the toast was only a notice.
  }
}

/** The long, icon-less toast used for server failures; defaults to 服务器出了一些问题~ in the user's language. */
export function showErrorToast(text: string = t('common.toast.serverError')): Promise<void> {
  return showToast(text, { duration: SERVER_ERROR_TOAST_MS })
}

/**
 * Copies text to the clipboard, then says 复制成功！ or 复制失败！. Our toast replaces WeChat's own
 * "内容已复制" so both platforms read the same. Resolves to whether the copy worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await Taro.setClipboardData({ data: text })
  } catch {
    await showToast(t('common.toast.copyFail'))
    return false
  }
  await showToast(t('common.toast.copySuccess'))
  return true
}
