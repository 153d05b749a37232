// The orders area of the console: orders (list, detail with payments, refunds, invoice, logistics), payment
// issues (the orders list showing only orders with an issue), refund review, invoices.
import { createElement } from 'react'
import { AccountBookOutlined, AuditOutlined, FileTextOutlined, ShoppingCartOutlined, WarningOutlined } from '@ant-design/icons'
import * as api from '@contract/commerce/admin-endpoints'
import type { AdminResource } from '../types'
import { InvoiceList } from './InvoiceList'
import { OrderList, PaymentIssueList } from './OrderList'
import { OfflineOrderCreate } from './OfflineOrderCreate'
import { OrderShow } from './OrderShow'
import { RefundList } from './RefundList'
import { RefundShow } from './RefundShow'

const ordersApi = { list: api.listOrdersAdmin, one: api.getOrderAdmin }

export const ordersResources: AdminResource[] = [
  { name: 'orders-area', area: 'orders', label: 'orders.menu', icon: createElement(AccountBookOutlined), api: {} },
  {
    name: 'orders', area: 'orders', label: 'orders.menus.orders', icon: createElement(ShoppingCartOutlined), parent: 'orders-area',
    // create: an order paid by bank transfer (线下订单).
    api: { ...ordersApi, create: api.createOfflineOrder }, list: OrderList, show: OrderShow, create: OfflineOrderCreate
  },
  {
    name: 'refunds', area: 'refundReview', label: 'orders.menus.refunds', icon: createElement(AuditOutlined), parent: 'orders-area',
    api: { list: api.listRefundsAdmin, one: api.getRefundAdmin }, list: RefundList, show: RefundShow
  },
  {
    name: 'payment-issues', area: 'orders', label: 'orders.menus.paymentIssues', icon: createElement(WarningOutlined), parent: 'orders-area',
    api: ordersApi, list: PaymentIssueList
  },
  {
    name: 'invoices', area: 'orders', label: 'orders.menus.invoices', icon: createElement(FileTextOutlined), parent: 'orders-area',
    api: { list: api.listInvoicesAdmin, one: api.getInvoiceAdmin, update: api.updateInvoiceAdmin }, list: InvoiceList
  }
]
