// The invoice request form (product rules §3 invoice fields), used at checkout and on the invoice page. Each field shows its
// own error under it: all problems at once, never a field key.
import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { Input, Radio } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { InvoiceRequest } from '@contract/commerce/schemas'
import type { InvoiceType } from '@contract/commerce/constants'
import { t } from '@/shared/i18n'
import { invoiceErrors, type InvoiceErrors, type InvoiceTextField } from '../invoice-check'
import './invoice-form.scss'
import { FieldRow } from '@/shared/ui/field-row'

export const EMPTY_INVOICE: InvoiceRequest = {
  type: 'personal', title: '', taxId: '', content: '培训费', contact: '', phone: '', address: '', bank: '', account: '', note: ''
}

const PERSONAL_FIELDS: InvoiceTextField[] = ['title', 'content', 'contact', 'phone', 'address', 'note']
const BUSINESS_FIELDS: InvoiceTextField[] = ['title', 'taxId', 'content', 'contact', 'phone', 'address', 'bank', 'account', 'note']

interface Props {
  value: InvoiceRequest
  onChange: (value: InvoiceRequest) => void
  /** After a submit attempt: every field shows its problem, not only those the buyer has left. */
  showAll?: boolean
  /** The server's reasons by field; each shows until the buyer edits that field. */
  serverErrors?: InvoiceErrors
}

const NONE: InvoiceErrors = {}

function InvoiceFormImpl({ value, onChange, showAll = false, serverErrors = NONE }: Props) {
  // A field's own check shows once the buyer has left it, so an empty form does not start out red.
  const [left, setLeft] = useState<ReadonlySet<InvoiceTextField>>(() => new Set())
  const [edited, setEdited] = useState<ReadonlySet<InvoiceTextField>>(() => new Set())
  useEffect(() => setEdited(new Set()), [serverErrors])
  const live = invoiceErrors(value)
  const errorOf = (key: InvoiceTextField) =>
    ((showAll || left.has(key)) && live[key]) || (edited.has(key) ? undefined : serverErrors[key])
  const edit = (key: InvoiceTextField, text: string) => {
    setEdited((s) => new Set(s).add(key))
    onChange({ ...value, [key]: text })
  }
  const setType = (type: InvoiceType) => onChange({ ...value, type })
  const fields = value.type === 'business' ? BUSINESS_FIELDS : PERSONAL_FIELDS
  return (
    <View className='invoice-form' data-testid='invoice-form'>
      <FieldRow field='type' label={t('order.invoice.type')}>
        <View className='invoice-form__types'>
          <Radio checked={value.type === 'personal'} onChange={() => setType('personal')}>{t('order.invoice.types.personal')}</Radio>
          <Radio checked={value.type === 'business'} onChange={() => setType('business')}>{t('order.invoice.types.business')}</Radio>
        </View>
      </FieldRow>
      {fields.map((key) => (
        <FieldRow key={key} field={key} label={t(`order.invoice.fields.${key}`)} error={errorOf(key)}>
          <Input value={String(value[key] ?? '')} maxLength={key === 'note' ? 200 : 100} type={key === 'phone' ? 'tel' : 'text'}
            placeholder={t(`order.invoice.placeholders.${key}`)} onChange={(v) => edit(key, v)}
            onBlur={() => setLeft((s) => new Set(s).add(key))} />
        </FieldRow>
      ))}
    </View>
  )
}

export const InvoiceForm = observer(InvoiceFormImpl)
