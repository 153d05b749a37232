// "Import from WeChat" (product rules §7): WeChat's own address picker, with its permission flow. If the user denied
// the address permission before, explain and open the settings page instead of failing silently.
import Taro from '@tarojs/taro'
import { t } from '../i18n'

export type WechatAddress = Taro.chooseAddress.SuccessCallbackResult

export function canChooseWechatAddress(): boolean {
  return process.env.TARO_ENV === 'weapp'
}

/** Resolves the chosen address, or null when the user cancelled or kept the permission off. */
export async function chooseWechatAddress(): Promise<WechatAddress | null> {
  const setting = await Taro.getSetting()
  if (setting.authSetting['scope.address'] === false) {
    const { confirm } = await Taro.showModal({
      title: t('common.permission.title'),
      content: t('common.permission.address'),
      confirmText: t('common.permission.openSettings'),
      cancelText: t('common.action.cancel')
    })
    if (!confirm) return null
    const opened = await Taro.openSetting()
    if (!opened.authSetting['scope.address']) return null
  }
  try {
    return await Taro.chooseAddress()
  } catch {
    return null // cancelled
  }
}
