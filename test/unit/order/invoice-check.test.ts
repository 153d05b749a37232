// The invoice form's own checks and the server's field reasons, both per field, in the chosen language, never a key.
import type { InvoiceRequest } from '@contract/commerce/schemas'
import { orderMessages } from '@/locales/order'
import { i18n, registerMessages } from '@/shared/i18n'
import { EMPTY_INVOICE } from '@/features/order/components/invoice-form'
import { hasErrors, invoiceErrors, invoiceErrorsFromServer } from '@/features/order/invoice-check'

registerMessages(orderMessages)
afterEach(() => i18n.setLocale('zh-Hans'))

const filled: InvoiceRequest = { ...EMPTY_INVOICE, title: '张三', contact: '张三', phone: '13800000000' }

describe('invoice form checks', () => {
  it('names every problem of an empty form at once, by field', () => {
    expect(invoiceErrors(EMPTY_INVOICE)).toEqual({ title: '请填写发票抬头', contact: '请填写联系人', phone: '请填写正确的手机号' })
  })

  it('asks a business invoice for a valid tax id only', () => {
    expect(invoiceErrors(filled)).toEqual({})
    expect(hasErrors(invoiceErrors(filled))).toBe(false)
    expect(Object.keys(invoiceErrors({ ...filled, type: 'business', taxId: '123' }))).toEqual(['taxId'])
    expect(invoiceErrors({ ...filled, type: 'business', taxId: '91110105MA01ABCD2X' })).toEqual({})
  })

  it('speaks the chosen language', () => {
    i18n.setLocale('en')
    expect(invoiceErrors(EMPTY_INVOICE).title).toBe('Please enter the invoice title')
  })
})

describe("the server's field reasons on the form", () => {
  it('puts each reason on its field, in the app\'s words where its own check agrees, else the server\'s', () => {
    i18n.setLocale('en')
    const errors = invoiceErrorsFromServer([
      { field: 'title', message: '请填写发票抬头' },
      { field: 'note', message: '备注过长' }
    ], { ...filled, title: '' })
    expect(errors).toEqual({ title: 'Please enter the invoice title', note: '备注过长' })
  })

  it('takes the invoice fields out of a checkout refusal', () => {
    expect(invoiceErrorsFromServer([{ field: 'invoice.contact', message: '请填写联系人' }, { field: 'addressId', message: 'x' }], { ...filled, contact: '' }, 'invoice.'))
      .toEqual({ contact: '请填写联系人' })
  })

  it('never shows a field key as text', () => {
    const texts = Object.values(invoiceErrors(EMPTY_INVOICE))
    for (const text of texts) expect(text).not.toMatch(/title|contact|phone|taxId/)
  })
})
