// Pages that show one thing (an order, a goods) need its id in the link; a link without one says so plainly
// instead of asking the server about "NaN".
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { switchToTab } from '@/shared/navigation'
import { pageParam } from '@/shared/platform/scene'
import { HOME_PATH } from '@/shared/routes'
import { Empty } from './empty'

/**
 * The positive whole-number query parameter `name`, or null when the link lacks a usable one. A page opened by a
 * mini-program code has it inside `scene` instead (shared/platform/scene.ts).
 */
export function useIdParam(name = 'id'): number | null {
  return positiveId(pageParam(useRouter().params, name))
}

function positiveId(value: string | undefined): number | null {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : null
}

export const InvalidLink = observer(() => (
  <Empty status='error' title={t('common.invalidLink.title')} description={t('common.invalidLink.description')}
    actionText={t('common.invalidLink.home')} onAction={() => switchToTab(HOME_PATH)} />
))
