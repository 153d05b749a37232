// 发票信息: apply for an order's invoice, or see it once applied (number, date, mailing).
import { useState } from 'react'
import { View } from '@tarojs/components'
import { Button, Cell, CellGroup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { orderMessages } from '@/locales/order'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useRouteParams } from '@/shared/use-route-params'
import type { Invoice, InvoiceRequest } from '@contract/commerce/schemas'
import { registerMessages, t } from '@/shared/i18n'
import { price } from '@/shared/money'
import { BusinessRefusal } from '@/shared/request'
import { session } from '@/shared/session'
import { copyText, showToast } from '@/shared/toast'
import { RemoteView } from '@/shared/ui/remote-view'
import { useAction } from '@/shared/use-action'
import { useRemote } from '@/shared/use-remote'
import { getInvoice, requestInvoice } from '@/features/order/api'
import { EMPTY_INVOICE, InvoiceForm } from '@/features/order/components/invoice-form'
import { hasErrors, invoiceErrors, invoiceErrorsFromServer, type InvoiceErrors } from '@/features/order/invoice-check'
import { formatTime } from '@/features/order/order-labels'
import { usePageTitle } from '@/shared/page-title'

registerMessages(orderMessages)

const FIELDS = ['title', 'taxId', 'content', 'contact', 'phone', 'address', 'bank', 'account', 'note'] as const

function InvoiceView({ invoice }: { invoice: Invoice }) {
  return (
    <View data-testid='invoice-view'>
    <CellGroup>
      <Cell title={t('order.invoice.type')} extra={t(`order.invoice.types.${invoice.type}`)} />
      <Cell title={t('order.invoice.amount')} extra={price(invoice.amountFen)} />
      {FIELDS.filter((k) => invoice[k]).map((k) => <Cell key={k} title={t(`order.invoice.fields.${k}`)} extra={String(invoice[k])} />)}
      <Cell title={t('order.invoice.mailStatus')} extra={t(`order.invoice.mail.${invoice.mailStatus}`)} />
      <Cell title={t('order.invoice.number')} extra={invoice.invoiceNo || '—'} />
      <Cell title={t('order.invoice.date')} extra={invoice.invoiceDate ?? '—'} />
      {invoice.mailNo && <Cell title={t('order.fields.mailNo')} extra={invoice.mailNo} clickable onClick={() => void copyText(invoice.mailNo)} />}
      <Cell title={t('order.invoice.appliedAt')} extra={formatTime(invoice.createdAt)} />
    </CellGroup>
    </View>
  )
}

function InvoiceApply({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const [form, setForm] = useState<InvoiceRequest>({ ...EMPTY_INVOICE, ...(session.prevInv ?? {}) })
  const [attempted, setAttempted] = useState(false)
  const [serverErrors, setServerErrors] = useState<InvoiceErrors>({})
  const submit = useAction(async () => {
    setAttempted(true)
    if (hasErrors(invoiceErrors(form))) return
    try {
      await requestInvoice(orderId, form)
    } catch (err) {
      if (!(err instanceof BusinessRefusal)) throw err
      const byField = invoiceErrorsFromServer(err.fields, form)
      setServerErrors(byField)
      // A refusal about no single field (rare) is still said, once.
      if (!hasErrors(byField)) void showToast(err.message)
      return
    }
    session.setPrevInv({ ...form })
    void showToast(t('order.invoice.submitted'))
    onDone()
  })
  return (
    <View>
      <InvoiceForm value={form} onChange={setForm} showAll={attempted} serverErrors={serverErrors} />
      <View style={{ padding: '16px' }}>
        <Button type='primary' block loading={submit.busy} onClick={submit.run} data-testid='invoice-submit'>{t('order.invoice.submit')}</Button>
      </View>
    </View>
  )
}

// An observer as well, so it follows the language and any store it reads.
const InvoiceContent = observer(function InvoiceContent({ id }: { id: number }) {
  // Wrapped: "no invoice yet" (null) is an answer here, not an empty page.
  const remote = useRemote(async () => ({ invoice: await getInvoice(id) }), [id])
  return (
    <RemoteView remote={remote}>
      {({ invoice }) => (invoice ? <InvoiceView invoice={invoice} /> : <InvoiceApply orderId={id} onDone={remote.reload} />)}
    </RemoteView>
  )
})

function InvoicePage() {
  usePageTitle('invoice')
  const params = useRouteParams('pages/order/invoice')
  return params ? <InvoiceContent id={params.id} /> : <InvalidLink />
}

export default observer(InvoicePage)
