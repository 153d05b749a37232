// SQL of the back office's invoice screens: invoice requests joined with their order and buyer, by status
// (requested = no number yet, issued = numbered and not mailed, mailed) and keyword.
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm'
import type { InvoiceListStatus } from '@contract/commerce/admin-shapes'
import type { Db } from '../../../db'
import { invoices, orders } from '../tables'
import { people } from '../../identity'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { anyContains } from '../../../db/filters'

export interface InvoiceListFilter {
  status?: InvoiceListStatus
  keyword?: string
}

const joined = { invoice: invoices, orderNo: orders.orderNo, orderStatus: orders.status, buyerPhone: people.phone, buyerName: people.name }

function select(db: Db) {
  return db.select(joined).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).innerJoin(people, eq(people.id, invoices.userId))
}

function statusWhere(status: InvoiceListStatus | undefined): SQL | undefined {
  if (status === 'requested') return eq(invoices.invoiceNo, '')
  if (status === 'issued') return and(ne(invoices.invoiceNo, ''), eq(invoices.mailStatus, 'not_mailed'))
  if (status === 'mailed') return eq(invoices.mailStatus, 'mailed')
  return undefined
}

function listWhere(filter: InvoiceListFilter): SQL | undefined {
  return and(
    statusWhere(filter.status),
    filter.keyword ? anyContains(filter.keyword, [orders.orderNo, people.phone, invoices.title]) : undefined
  )
}

export async function listInvoices(db: Db, filter: InvoiceListFilter, page: PageQueryInput) {
  const where = listWhere(filter)
  const [rows, [total]] = await Promise.all([
    select(db).where(where).orderBy(desc(invoices.createdAt), desc(invoices.id)).limit(page.size).offset(offsetOf(page)),
    db.select({ n: count() }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(people, eq(people.id, invoices.userId)).where(where)
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function findInvoiceJoined(db: Db, id: number) {
  const [row] = await select(db).where(eq(invoices.id, id)).limit(1)
  return row
}
export type JoinedInvoice = NonNullable<Awaited<ReturnType<typeof findInvoiceJoined>>>

/** The order's invoice (one per order), whoever owns it. */
export async function findInvoiceOfOrder(db: Db, orderId: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1)
  return row
}
