// The settlement area of the console (结算, roles admin or finance): organisations with members, classes and
// shares; monthly statements generated, confirmed (frozen) and paid, with CSV; the finance report with its chart.
import { createElement } from 'react'
import { AccountBookOutlined, BankOutlined, BarChartOutlined, FileDoneOutlined } from '@ant-design/icons'
import * as api from '@contract/settlement/admin-endpoints'
import type { AdminResource } from '../types'
import { FinanceReportPage } from './FinanceReport'
import { OrgList } from './OrgList'
import { OrgShow } from './OrgShow'
import { StatementList } from './StatementList'
import { StatementShow } from './StatementShow'

const parent = 'settlement-area'

export const settlementResources: AdminResource[] = [
  { name: parent, area: 'settlement', label: 'settlement.menu', icon: createElement(AccountBookOutlined), api: {} },
  {
    name: 'settlement-orgs', area: 'settlement', label: 'settlement.orgs.menu', icon: createElement(BankOutlined), parent,
    api: { list: api.listAdminOrgs, one: api.getAdminOrg, create: api.createAdminOrg, update: api.updateAdminOrg }, list: OrgList, show: OrgShow
  },
  {
    name: 'settlement-statements', area: 'settlement', label: 'settlement.statements.menu', icon: createElement(FileDoneOutlined), parent,
    api: { list: api.listAdminStatements, one: api.getAdminStatement }, list: StatementList, show: StatementShow
  },
  { name: 'settlement-lines', area: 'settlement', label: 'settlement.statements.lines', hidden: true, api: { list: api.listAdminStatementLines } },
  {
    name: 'finance-report', area: 'settlement', label: 'settlement.report.menu', icon: createElement(BarChartOutlined), parent,
    api: {}, list: FinanceReportPage
  }
]
