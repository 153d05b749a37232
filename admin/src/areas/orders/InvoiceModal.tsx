// 开票 / 邮寄: invoice number, date, mailing state and mail number of one invoice request, in a modal (from the
// order detail and the invoices list). Saved through PUT /api/admin/invoices/:id; refusals show beside the fields.
import { DatePicker, Form, Input, Modal, Radio, type ButtonProps } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import type { Invoice, InvoiceAdminInput } from '@contract/commerce/schemas'
import { INVOICE_MAIL_STATUSES } from '@contract/commerce/constants'
import * as api from '@contract/commerce/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import { useT } from '../../providers/i18n-provider'
import { showFieldErrors } from '../../components/form-errors'

interface InvoiceForm {
  invoiceNo: string
  invoiceDate?: Dayjs | null
  mailStatus: Invoice['mailStatus']
  mailNo: string
}

/** `onSaved`: what else to reload (refine reloads lists by itself, not a detail fetched by id). */
export function InvoiceModal({ invoice, onClose, onSaved }: { invoice: Invoice; onClose: () => void; onSaved?: () => void }) {
  const t = useT()
  const [form] = Form.useForm<InvoiceForm>()
  const save = useApiAction(api.updateInvoiceAdmin, { invalidate: ['orders', 'invoices'] })
  const submit = (values: InvoiceForm) => {
    const body: InvoiceAdminInput = {
      invoiceNo: values.invoiceNo ?? '',
      ...(values.invoiceDate ? { invoiceDate: values.invoiceDate.format('YYYY-MM-DD') } : {}),
      mailStatus: values.mailStatus,
      mailNo: values.mailNo ?? ''
    }
    save.mutate({ params: { id: invoice.id }, body }, { onSuccess: () => { onClose(); onSaved?.() }, onError: (err) => showFieldErrors(form, err) })
  }
  return (
    <Modal open title={`${t('orders.actions.editInvoice')} · ${invoice.title}`} onCancel={onClose} onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'invoice-save' } as ButtonProps} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{
        invoiceNo: invoice.invoiceNo,
        invoiceDate: invoice.invoiceDate ? dayjs(invoice.invoiceDate) : dayjs(),
        mailStatus: invoice.mailStatus,
        mailNo: invoice.mailNo
      }}>
        <Form.Item name="invoiceNo" label={t('orders.fields.invoiceNo')} rules={[{ required: true, whitespace: true, message: t('login.required') }, { max: 40 }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="invoiceDate" label={t('orders.fields.invoiceDate')} rules={[{ required: true, message: t('login.required') }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="mailStatus" label={t('orders.fields.mailStatus')}>
          <Radio.Group options={INVOICE_MAIL_STATUSES.map((value) => ({ value, label: t(`orders.mail.${value}`) }))} />
        </Form.Item>
        <Form.Item name="mailNo" label={t('orders.fields.mailNo')} dependencies={['mailStatus']}
          rules={[({ getFieldValue }) => ({ required: getFieldValue('mailStatus') === 'mailed', whitespace: true, message: t('login.required') })]}>
          <Input maxLength={40} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
