import Taro from '@tarojs/taro'
import { Image, View } from '@tarojs/components'
import { Cell, CellGroup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { Refund } from '@contract/commerce/schemas'
import { assetUrl } from '@/shared/assets'
import { imageAlt } from '@/shared/ui/aria'
import { t } from '@/shared/i18n'
import { price } from '@/shared/money'

/** Refund information: amount, result, reason, note, proof (the dates are on the refund timeline). */
function RefundInfoImpl({ refund }: { refund: Refund }) {
  const urls = refund.proofImages.map(assetUrl)
  return (
    <View data-testid='refund-info'>
    <CellGroup title={t('order.refund.info')}>
      <Cell title={t('order.refund.amountLabel')} extra={price(refund.amountFen)} />
      <Cell title={t('order.refund.result')} extra={<View data-testid='refund-status'>{t(`order.refundStatus.${refund.status}`)}</View>} />
      <Cell title={t('order.refund.reason')} extra={refund.reason} />
      {refund.note && <Cell title={t('order.refund.note')} extra={refund.note} />}
      {urls.length > 0 && (
        <Cell title={t('order.refund.proofLabel')} extra={
          <View style={{ display: 'flex', gap: '6px' }}>
            {urls.map((u, i) => <Image key={u} src={u} style={{ width: '48px', height: '48px' }} mode='aspectFill'
              {...imageAlt(`${t('order.refund.proofLabel')} ${i + 1}`)}
              onClick={() => void Taro.previewImage({ urls, current: u })} />)}
          </View>} />
      )}
    </CellGroup>
    </View>
  )
}

export const RefundInfo = observer(RefundInfoImpl)
