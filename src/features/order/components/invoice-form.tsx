// The invoice request form (spec §3 invoice fields), used at checkout and on the invoice page.
import { View } from '@tarojs/components'
import { Cell, CellGroup, Input, Radio } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { InvoiceRequest } from '@contract/commerce'
import type { InvoiceType } from '@contract/commerce-constants'
import { t } from '@/shared/i18n'

export const EMPTY_INVOICE: InvoiceRequest = {
  type: 'personal', title: '', taxId: '', content: '培训费', contact: '', phone: '', address: '', bank: '', account: '', note: ''
}

type TextKey = Exclude<keyof InvoiceRequest, 'type'>
const PERSONAL_FIELDS: TextKey[] = ['title', 'content', 'contact', 'phone', 'address', 'note']
const BUSINESS_FIELDS: TextKey[] = ['title', 'taxId', 'content', 'contact', 'phone', 'address', 'bank', 'account', 'note']

interface Props {
  value: InvoiceRequest
  onChange: (value: InvoiceRequest) => void
}

function InvoiceFormImpl({ value, onChange }: Props) {
  const setType = (type: InvoiceType) => onChange({ ...value, type })
  const fields = value.type === 'business' ? BUSINESS_FIELDS : PERSONAL_FIELDS
  return (
    <View className='invoice-form' data-testid='invoice-form'>
    <CellGroup>
      <Cell title={t('order.invoice.type')} extra={
        <>
          <Radio checked={value.type === 'personal'} onChange={() => setType('personal')}>{t('order.invoice.types.personal')}</Radio>
          <Radio checked={value.type === 'business'} onChange={() => setType('business')}>{t('order.invoice.types.business')}</Radio>
        </>} />
      {fields.map((key) => (
        <Cell key={key} title={t(`order.invoice.fields.${key}`)} className='invoice-form__cell' extra={
          <Input value={String(value[key] ?? '')} maxLength={key === 'note' ? 200 : 100} type={key === 'phone' ? 'tel' : 'text'}
            placeholder={t(`order.invoice.placeholders.${key}`)} onChange={(v) => onChange({ ...value, [key]: v })} />} />
      ))}
    </CellGroup>
    </View>
  )
}

export const InvoiceForm = observer(InvoiceFormImpl)
