// From the goods page to checkout: needs a signed-in user and, where the goods has them, a class or exam session.
import type { GoodsDetail } from '@contract/commerce'
import { t } from '@/shared/i18n'
import { openLogin, openPage } from '@/shared/navigation'
import { session } from '@/shared/session'
import { showToast } from '@/shared/toast'

export interface BuyChoice {
  classId?: number
  examSessionId?: number
}

export function startBuying(goods: GoodsDetail, choice: BuyChoice): void {
  if (!goods.onSale) return void showToast(t('goods.detail.offSale'))
  if (goods.classes.length > 0 && !choice.classId) return void showToast(t('goods.detail.chooseClass'))
  if (goods.examSessions.length > 0 && !choice.examSessionId) return void showToast(t('goods.detail.chooseSession'))
  if (!session.isLoggedIn) return openLogin()
  openPage('pages/order/confirmOrder', { goodsId: goods.id, classId: choice.classId, examSessionId: choice.examSessionId })
}
