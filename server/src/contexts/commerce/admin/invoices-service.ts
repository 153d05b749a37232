// The back office's invoices: requests by status (requested, issued, mailed) and keyword, one request with its
// order and buyer, and filling in number, date and mailing (audited `invoice.update`). The rules of an invoice
// (only for a paid order) stay with the invoice module.
import type { AdminInvoice } from '@contract/commerce/admin-shapes'
import type { invoiceAdminSchema } from '@contract/commerce/schemas'
import type { Paged } from '@contract/envelope'
import type { z } from 'zod'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import type { PageQueryInput } from '../../../http/query'
import { recordAudit, type AuditActor } from '../../system'
import type { CommerceContext } from '../context'
import { toInvoice, updateInvoice as updateInvoiceRow } from '../invoice/service'
import * as repo from './invoices-repo'

function toAdminInvoice({ invoice, ...joined }: repo.JoinedInvoice): AdminInvoice {
  return {
    ...toInvoice(invoice),
    orderId: invoice.orderId,
    orderNo: joined.orderNo,
    orderStatus: joined.orderStatus,
    userId: invoice.userId,
    buyerPhone: joined.buyerPhone,
    buyerName: joined.buyerName,
    updatedAt: invoice.updatedAt.toISOString()
  }
}

export async function listInvoices(db: Db, filter: repo.InvoiceListFilter, page: PageQueryInput): Promise<Paged<AdminInvoice>> {
  const { rows, total } = await repo.listInvoices(db, filter, page)
  return { list: rows.map(toAdminInvoice), total, page: page.page, size: page.size }
}

export async function getInvoice(db: Db, id: number): Promise<AdminInvoice> {
  const row = await repo.findInvoiceJoined(db, id)
  if (!row) throw userError('NOT_FOUND', '发票申请不存在')
  return toAdminInvoice(row)
}

/** What the audit log keeps of an invoice: the fields staff change. */
const snapshot = (i: { invoiceNo: string; invoiceDate: string | null; mailStatus: string; mailNo: string }) =>
  ({ invoiceNo: i.invoiceNo, invoiceDate: i.invoiceDate, mailStatus: i.mailStatus, mailNo: i.mailNo })

type InvoiceChange = z.output<typeof invoiceAdminSchema>

/**
 * What staff may record on an invoice, judged on the invoice as it would be after the change: an issued invoice
 * has its number and date, a mailed one its tracking number, and nothing more is issued or posted for an order
 * refunded in full (a paper invoice already posted shows in the list beside the order's 已退款).
 */
function checkInvoiceChange(before: repo.JoinedInvoice, input: InvoiceChange): void {
  const current = before.invoice
  const next = {
    invoiceNo: input.invoiceNo ?? current.invoiceNo,
    invoiceDate: input.invoiceDate ?? current.invoiceDate,
    mailStatus: input.mailStatus ?? current.mailStatus,
    mailNo: input.mailNo ?? current.mailNo
  }
  if (before.orderStatus === 'refunded' && JSON.stringify(snapshot(next)) !== JSON.stringify(snapshot(current))) {
    throw userError('INVOICE_ORDER_REFUNDED', `订单${before.orderNo}已全额退款，不能再开票或寄出发票`)
  }
  if (!next.invoiceNo) throw userError('VALIDATION', '请填写发票号码', 'invoiceNo')
  if (!next.invoiceDate) throw userError('VALIDATION', '请填写开票日期', 'invoiceDate')
  if (next.mailStatus === 'mailed' && !next.mailNo) throw userError('VALIDATION', '已邮寄的发票请填写邮寄单号', 'mailNo')
  if (JSON.stringify(snapshot(next)) === JSON.stringify(snapshot(current))) {
    throw userError('NOTHING_CHANGED', '发票信息没有变化')
  }
}

export async function updateInvoice(
  ctx: CommerceContext,
  actor: AuditActor,
  id: number,
  input: InvoiceChange
): Promise<AdminInvoice> {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findInvoiceJoined(tx, id)
    if (!before) throw userError('NOT_FOUND', '发票申请不存在')
    checkInvoiceChange(before, input)
    const after = await updateInvoiceRow(tx, id, input)
    const mailed = after.mailStatus === 'mailed' ? `，已邮寄${after.mailNo ? `（${after.mailNo}）` : ''}` : ''
    await recordAudit(tx, actor, {
      action: 'invoice.update',
      resource: 'invoice',
      resourceId: id,
      summary: `订单${before.orderNo}的发票：号码${after.invoiceNo || '未填'}，开票日期${after.invoiceDate ?? '未填'}${mailed}`,
      coded: {
        code: 'invoice.update',
        params: { orderNo: before.orderNo, invoiceNo: after.invoiceNo ?? '', invoiceDate: after.invoiceDate ?? '', mailed: after.mailStatus === 'mailed' ? after.mailNo ?? '' : '' }
      },
      before: snapshot(before.invoice),
      after: snapshot(after)
    })
  })
  return getInvoice(ctx.db, id)
}
