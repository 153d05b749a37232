// The sales area of the console: withdrawal review and payout, salespeople with the commission rules and their
// rates, and the coupon quotas allowed per salesperson; one menu group.
import { createElement } from 'react'
import { GiftOutlined, TeamOutlined, TransactionOutlined, UserOutlined } from '@ant-design/icons'
import * as api from '@contract/sales/admin-endpoints'
import type { AdminResource } from '../types'
import { AllowanceList } from './AllowanceList'
import { PeopleList } from './PeopleList'
import { WithdrawalList } from './WithdrawalList'

const parent = 'sales-area'

export const salesResources: AdminResource[] = [
  { name: parent, area: 'salesWithdrawals', label: 'sales.menu', icon: createElement(TeamOutlined), api: {} },
  {
    name: 'sales-withdrawals', area: 'salesWithdrawals', label: 'sales.withdrawals.menu', icon: createElement(TransactionOutlined), parent,
    api: { list: api.listAdminWithdrawals }, list: WithdrawalList
  },
  {
    name: 'salespeople', area: 'salesRules', label: 'sales.people.menu', icon: createElement(UserOutlined), parent,
    api: { list: api.listSalespeople }, list: PeopleList
  },
  {
    name: 'sales-allowances', area: 'salesRules', label: 'sales.allowances.menu', icon: createElement(GiftOutlined), parent,
    api: { list: api.listAllowances }, list: AllowanceList
  }
]
