// The invoice form's checks, in the buyer's language and per field, and the server's field reasons mapped onto the
// same fields. The server checks again, strictly (types/commerce/schemas.ts invoiceRequestSchema).
import type { InvoiceRequest } from '@contract/commerce/schemas'
import type { FieldIssue } from '@contract/envelope'
import { PHONE_RE } from '@contract/validation'
import { t } from '@/shared/i18n'

export type InvoiceTextField = Exclude<keyof InvoiceRequest, 'type'>
export type InvoiceErrors = Partial<Record<InvoiceTextField, string>>

const TAX_ID_RE = /^[0-9A-Z]{15,20}$/

/** Every problem of the form at once ({} when it can be sent). */
export function invoiceErrors(v: InvoiceRequest): InvoiceErrors {
  const errors: InvoiceErrors = {}
  if (!v.title?.trim()) errors.title = t('order.invoice.errors.title')
  if (v.type === 'business' && !TAX_ID_RE.test(v.taxId?.trim() ?? '')) errors.taxId = t('order.invoice.errors.taxId')
  if (!v.contact?.trim()) errors.contact = t('order.invoice.errors.contact')
  if (!PHONE_RE.test(v.phone?.trim() ?? '')) errors.phone = t('order.invoice.errors.phone')
  return errors
}

export const hasErrors = (errors: InvoiceErrors) => Object.keys(errors).length > 0

/**
 * The server's field reasons (VALIDATION fields) as form errors. `prefix` strips the invoice's place in a larger
 * request ('invoice.' at checkout). Where the app's own check finds the same field wrong, its words (in the chosen
 * language) are used; otherwise the server's reason. Keys never show: they only pick the row.
 */
export function invoiceErrorsFromServer(fields: readonly FieldIssue[], value: InvoiceRequest, prefix = ''): InvoiceErrors {
  const own = invoiceErrors(value)
  const errors: InvoiceErrors = {}
  for (const { field, message } of fields) {
    if (!field.startsWith(prefix)) continue
    const key = field.slice(prefix.length) as InvoiceTextField
    errors[key] = own[key] ?? message
  }
  return errors
}
