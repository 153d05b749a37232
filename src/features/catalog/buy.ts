// From the goods page to checkout: needs a signed-in user and, where the goods has them, a class or exam session.
import type { GoodsDetail } from '@contract/catalog/schemas'
import { HAND_OFF, handOff } from '@/shared/hand-off'
import { t } from '@/shared/i18n'
import { openLogin, openPage } from '@/shared/navigation'
import { session } from '@/shared/session'
import { showToast } from '@/shared/toast'

export interface BuyChoice {
  classId?: number
  examSessionId?: number
}

/** What the buyer still has to choose before checkout, if anything. */
export function missingChoice(goods: GoodsDetail, choice: BuyChoice): 'class' | 'session' | null {
  if (goods.classes.length > 0 && !choice.classId) return 'class'
  if (goods.examSessions.length > 0 && !choice.examSessionId) return 'session'
  return null
}

/** The choice handed over before the login page, when it is this goods' (the page takes it on its next show). */
export function takeChoiceKeptAtLogin(goodsId: number): BuyChoice | undefined {
  const kept = handOff.take(HAND_OFF.goodsChoice)
  return kept?.goodsId === goodsId ? { classId: kept.classId, examSessionId: kept.examSessionId } : undefined
}

export function startBuying(goods: GoodsDetail, choice: BuyChoice): void {
  if (!goods.onSale) return void showToast(t(goods.saleStartsAt ? 'goods.detail.comingSoon' : 'goods.detail.offSale'))
  const missing = missingChoice(goods, choice)
  if (missing) return void showToast(t(missing === 'class' ? 'goods.detail.chooseClass' : 'goods.detail.chooseSession'))
  if (!session.isLoggedIn) {
    // The goods page may be rebuilt while the login page is on top (H5 reload): the choice travels with the user.
    handOff.put(HAND_OFF.goodsChoice, { goodsId: goods.id, ...choice })
    return openLogin()
  }
  openPage('pages/order/confirmOrder', { goodsId: goods.id, classId: choice.classId, examSessionId: choice.examSessionId })
}
