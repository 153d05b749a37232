// Asking for a refund of a paid order: reason, amount (at most what was paid) and up to six proof images.
import { useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { Button, Input, Popup, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { Order } from '@contract/commerce/schemas'
import { assetUrl } from '@/shared/assets'
import { imageAlt } from '@/shared/ui/aria'
import { t } from '@/shared/i18n'
import { price, yuanInputValue } from '@/shared/money'
import { showToast } from '@/shared/toast'
import { chooseAndUploadImages } from '@/shared/upload'
import { useAction } from '@/shared/use-action'
import { numericInputProps } from '@/shared/platform/numeric-input'
import { requestRefund } from '../api'
import './refund-form.scss'

export const MAX_PROOF_IMAGES = 6

/** '12.5' yuan → 1250 fen; anything unreadable → NaN. */
export function yuanToFen(text: string): number {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return NaN
  return Math.round(Number(text) * 100)
}

interface Props {
  order: Pick<Order, 'id' | 'amountDueFen'>
  visible: boolean
  onClose: () => void
  onDone: () => void
}

function RefundFormImpl({ order, visible, onClose, onDone }: Props) {
  const [reason, setReason] = useState('')
  const [amount, setAmount] = useState(yuanInputValue(order.amountDueFen))
  const [proofs, setProofs] = useState<string[]>([])
  const addProof = () => void chooseAndUploadImages(MAX_PROOF_IMAGES - proofs.length, {
    onUploaded: (path) => setProofs((p) => [...p, path].slice(0, MAX_PROOF_IMAGES))
  }).catch(() => {})
  const submit = useAction(async () => {
    const amountFen = yuanToFen(amount)
    if (reason.trim().length < 2) return void showToast(t('order.refund.reasonRequired'))
    if (!(amountFen > 0 && amountFen <= order.amountDueFen)) return void showToast(t('order.refund.amountInvalid', { max: price(order.amountDueFen) }))
    await requestRefund(order.id, { reason: reason.trim(), amountFen, proofImages: proofs })
    void showToast(t('order.refund.submitted'))
    onDone()
  })
  return (
    <Popup visible={visible} position='bottom' round closeable title={t('order.refund.title')} onClose={onClose}>
      <View className='refund-form' data-testid='refund-form'>
        <Text className='refund-form__label'>{t('order.refund.reason')}</Text>
        <TextArea value={reason} maxLength={200} showCount onChange={setReason} placeholder={t('order.refund.reasonPlaceholder')} />
        <Text className='refund-form__label'>{t('order.refund.amount', { max: price(order.amountDueFen) })}</Text>
        <Input {...numericInputProps('decimal')} value={amount} onChange={setAmount} placeholder={t('order.refund.amountPlaceholder')} />
        <Text className='refund-form__label'>{t('order.refund.proof', { max: MAX_PROOF_IMAGES })}</Text>
        <View className='refund-form__proofs'>
          {proofs.map((p, i) => <Image key={p} className='refund-form__proof' src={assetUrl(p)} mode='aspectFill'
            {...imageAlt(`${t('order.refund.proofLabel')} ${i + 1}`)} />)}
          {proofs.length < MAX_PROOF_IMAGES && <View className='refund-form__add' onClick={addProof}>+</View>}
        </View>
        <Button type='primary' block loading={submit.busy} onClick={submit.run} data-testid='refund-submit'>{t('order.refund.submit')}</Button>
      </View>
    </Popup>
  )
}

export const RefundForm = observer(RefundFormImpl)
