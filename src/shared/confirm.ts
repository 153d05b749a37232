// Asking the user to confirm an action. On H5, Taro's modal fades out for 200 ms after a tap, and a page change
// started inside that window leaves the next page hidden (seen with navigateBack to a tab), so we resolve only
// once the modal is gone.
import Taro from '@tarojs/taro'
import { t } from './i18n'

const H5_MODAL_FADE_MS = 250 // Taro H5 hides the modal 200 ms after fading it; a little margin on top

/** The confirm label of every modal: the theme's text green ($green-text, 5.5:1 on white). Taro H5's own default,
 *  #3CC51F, is 2.4:1, too light for its 18 px label. */
export const MODAL_CONFIRM_COLOR = '#067a25'

export interface ConfirmOptions {
  content: string
  title?: string
  confirmText?: string
  cancelText?: string
}

export async function confirmAction({ content, title = '', confirmText, cancelText }: ConfirmOptions): Promise<boolean> {
  const { confirm } = await Taro.showModal({
    title,
    content,
    confirmText: confirmText ?? t('common.action.confirm'),
    cancelText: cancelText ?? t('common.action.cancel'),
    confirmColor: MODAL_CONFIRM_COLOR
  })
  if (process.env.TARO_ENV === 'h5') await new Promise((resolve) => setTimeout(resolve, H5_MODAL_FADE_MS))
  return confirm
}
