// The goods page's main action: 立即购买, or, when the buyer holds the goods already, 已购买/已报名 leading to the
// order that holds it, or 去支付 leading to the order still waiting for payment (the server refuses a second one).
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { GoodsDetail } from '@contract/catalog/schemas'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'

interface Props {
  goods: GoodsDetail
  /** The buyer's unpaid order for this goods, if any. */
  pendingOrderId?: number
  onBuy: () => void
}

const heldLabel = (goods: GoodsDetail) => t(goods.kind === 'exam' ? 'goods.detail.registered' : 'goods.detail.purchased')

export const BuyButton = observer(function BuyButton({ goods, pendingOrderId, onBuy }: Props) {
  const className = 'goods-page__buy'
  if (goods.held) {
    const orderId = goods.held.orderId
    return (
      <Button className={className} type='primary' fill='outline' disabled={orderId === null} data-testid='goods-held'
        onClick={() => orderId !== null && openPage('pages/order/detailOrder', { id: orderId })}>
        {orderId === null ? heldLabel(goods) : t('goods.detail.heldView', { label: heldLabel(goods) })}
      </Button>
    )
  }
  if (pendingOrderId !== undefined) {
    return (
      <Button className={className} type='primary' data-testid='goods-pending'
        onClick={() => openPage('pages/order/detailOrder', { id: pendingOrderId })}>
        {t('goods.detail.payPending')}
      </Button>
    )
  }
  return (
    <Button className={className} type='primary' disabled={!goods.onSale} onClick={onBuy} data-testid='buy-now'>
      {goods.onSale ? t('goods.detail.buy') : goods.saleStartsAt ? t('goods.detail.comingSoon') : t('goods.detail.offSale')}
    </Button>
  )
})
