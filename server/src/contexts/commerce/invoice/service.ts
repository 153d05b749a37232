// Invoices (pages/order/invoice): the learner asks for one per paid order (or at checkout); staff fill in the
// invoice number and date and the mailing state through the admin endpoint.
import type { Invoice, invoiceAdminSchema, invoiceRequestSchema } from '@contract/commerce/schemas'
import { isPaid } from '@contract/money'
import type { z } from 'zod'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { findOrderById, findOwnOrder } from '../order/repo'
import * as repo from './repo'

export function toInvoice(row: repo.InvoiceRow): Invoice {
  const { id, type, title, taxId, content, contact, phone, address, bank, account, note, amountFen } = row
  return {
    id, title, taxId, content, contact, phone, address, bank, account, note, amountFen,
    type,
    mailStatus: row.mailStatus,
    invoiceNo: row.invoiceNo,
    invoiceDate: row.invoiceDate,
    mailNo: row.mailNo,
    createdAt: row.createdAt.toISOString()
  }
}

const orderMissing = () => userError('NOT_FOUND', '订单不存在')

export async function requestInvoice(
  db: Db,
  userId: number,
  orderId: number,
  input: z.output<typeof invoiceRequestSchema>
): Promise<Invoice> {
  const order = await findOwnOrder(db, userId, orderId)
  if (!order) throw orderMissing()
  if (order.status !== 'paid') throw userError('ORDER_NOT_PAID', '只有已支付的订单可以申请发票')
  if (order.amountDueFen === 0) throw userError('INVOICE_NOT_NEEDED', '实付金额为0的订单无需开具发票')
  const row = await repo.insertInvoice(db, { orderId, userId, amountFen: order.amountDueFen, ...input })
  if (!row) throw userError('INVOICE_EXISTS', '该订单已申请过发票')
  return toInvoice(row)
}

export async function getInvoice(db: Db, userId: number, orderId: number): Promise<Invoice | null> {
  if (!(await findOwnOrder(db, userId, orderId))) throw orderMissing()
  const row = await repo.findOwnInvoiceByOrder(db, userId, orderId)
  return row ? toInvoice(row) : null
}

/** Staff: invoice number and date once issued, mailing state and mail number once posted. */
export async function updateInvoice(db: Db, id: number, input: z.output<typeof invoiceAdminSchema>): Promise<Invoice> {
  const existing = await repo.findInvoice(db, id)
  if (!existing) throw userError('NOT_FOUND', '发票申请不存在')
  const order = await findOrderById(db, existing.orderId)
  // Issue only for money received: an invoice asked for at checkout waits until the order is paid.
  if (order && !isPaid(order)) throw userError('ORDER_NOT_PAID', '订单未支付，不能开票')
  if (Object.keys(input).length === 0) return toInvoice(existing)
  const row = await repo.updateInvoiceAdmin(db, id, input)
  if (!row) throw userError('NOT_FOUND', '发票申请不存在')
  return toInvoice(row)
}
