// 财务报表: payments received and refunds paid back in a date range, grouped by goods, kind, channel, salesperson
// (name and sales code; the orders no salesperson is credited with in a row of their own), day or month,
// with refund rate, coupons and points spent, a bar chart of the same rows, and where the reconciliation export is
// (the orders list's CSV carries every number the WeChat Pay and Alipay bills list, so it is not duplicated here).
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { useGo } from '@refinedev/core'
import { Alert, Button, Card, DatePicker, Form, Select, Space, Table } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { FinanceReportQuery, FinanceReportRow } from '@contract/settlement/admin-shapes'
import { REPORT_GROUPS, UNATTRIBUTED_KEY, type ReportGroup } from '@contract/settlement/constants'
import { getFinanceReport } from '@contract/settlement/admin-endpoints'
import { useApiQuery } from '../../api/hooks'
import { formatFen } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { percentText } from './percent'

const GREEN = '#0DBC3B'
const RED = '#f5222d'

function useKeyLabel(groupBy: ReportGroup) {
  const t = useT()
  return (row: FinanceReportRow) => {
    if (groupBy === 'kind') return t(`orders.kinds.${row.key}` as never)
    if (groupBy === 'channel') return t(`settlement.report.channels.${row.key}` as never)
    if (groupBy === 'salesperson' && row.key === UNATTRIBUTED_KEY) return t('settlement.report.unattributed')
    return row.label
  }
}

function ReportChart({ rows, label }: { rows: FinanceReportRow[]; label: (row: FinanceReportRow) => string }) {
  const t = useT()
  const data = rows.map((r) => ({ name: label(r), received: r.receivedFen / 100, refunded: r.refundedFen / 100 }))
  return (
    <Card size="small" title={t('settlement.report.chart')}>
      <ResponsiveContainer width="100%" height={280}>
        <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" minTickGap={8} />
          <YAxis width={72} allowDecimals={false} />
          <Tooltip formatter={(value) => formatFen(Math.round(Number(value) * 100))} />
          <Legend />
          <Bar dataKey="received" name={t('settlement.report.fields.received')} fill={GREEN} />
          <Bar dataKey="refunded" name={t('settlement.report.fields.refunded')} fill={RED} />
        </BarChart>
      </ResponsiveContainer>
    </Card>
  )
}

export function FinanceReportPage() {
  const t = useT()
  const go = useGo()
  const f = (key: string) => t(`settlement.report.fields.${key}` as never)
  const [query, setQuery] = useState<FinanceReportQuery>({
    from: dayjs().startOf('month').format('YYYY-MM-DD'), to: dayjs().format('YYYY-MM-DD'), groupBy: 'day'
  })
  const report = useApiQuery(getFinanceReport, { query })
  const label = useKeyLabel(query.groupBy)
  const onChange = (values: { range: [Dayjs, Dayjs]; groupBy: ReportGroup }) =>
    setQuery({ from: values.range[0].format('YYYY-MM-DD'), to: values.range[1].format('YYYY-MM-DD'), groupBy: values.groupBy })
  const rows = report.data?.rows ?? []
  const money = (v: number) => formatFen(v)
  return (
    <List title={t('settlement.report.title')}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Form layout="inline" initialValues={{ range: [dayjs(query.from), dayjs(query.to)], groupBy: query.groupBy }} onValuesChange={(_, all) => onChange(all)}>
          <Form.Item name="range" label={t('settlement.report.range')}><DatePicker.RangePicker allowClear={false} /></Form.Item>
          <Form.Item name="groupBy" label={t('settlement.report.groupBy')}>
            <Select style={{ width: 140 }} options={REPORT_GROUPS.map((g) => ({ value: g, label: t(`settlement.report.groups.${g}`) }))} />
          </Form.Item>
        </Form>
        <Alert type="info" showIcon message={t('settlement.report.reconcileHint')}
          action={<Button size="small" onClick={() => go({ to: { resource: 'orders', action: 'list' } })}>{t('settlement.report.openOrders')}</Button>} />
        {rows.length > 0 && <ReportChart rows={rows} label={label} />}
        <Table<FinanceReportRow> dataSource={rows} loading={report.isLoading} rowKey="key" size="small" pagination={false}
          summary={() => report.data && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{t('settlement.report.total')}</Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">{report.data.totals.paidOrders}</Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">{money(report.data.totals.receivedFen)}</Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">{report.data.totals.refundCount}</Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">{money(report.data.totals.refundedFen)}</Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">{money(report.data.totals.netFen)}</Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right">{percentText(report.data.totals.refundRateBp)}</Table.Summary.Cell>
              <Table.Summary.Cell index={7} align="right">{money(report.data.totals.couponFen)}</Table.Summary.Cell>
              <Table.Summary.Cell index={8} align="right">{`${money(report.data.totals.pointsFen)} / ${report.data.totals.pointsUsed}`}</Table.Summary.Cell>
            </Table.Summary.Row>
          )}>
          <Table.Column<FinanceReportRow> key="key" title={f('key')} render={(_, r) => label(r)} />
          <Table.Column<FinanceReportRow> dataIndex="paidOrders" title={f('paidOrders')} align="right" />
          <Table.Column<FinanceReportRow> dataIndex="receivedFen" title={f('received')} align="right" render={money} />
          <Table.Column<FinanceReportRow> dataIndex="refundCount" title={f('refundCount')} align="right" />
          <Table.Column<FinanceReportRow> dataIndex="refundedFen" title={f('refunded')} align="right" render={money} />
          <Table.Column<FinanceReportRow> dataIndex="netFen" title={f('net')} align="right" render={money} />
          <Table.Column<FinanceReportRow> dataIndex="refundRateBp" title={f('refundRate')} align="right" render={(v: number) => percentText(v)} />
          <Table.Column<FinanceReportRow> dataIndex="couponFen" title={f('coupon')} align="right" render={money} />
          <Table.Column<FinanceReportRow> key="points" title={`${f('points')} / ${f('pointsUsed')}`} align="right"
            render={(_, r) => `${money(r.pointsFen)} / ${r.pointsUsed}`} />
        </Table>
      </Space>
    </List>
  )
}
