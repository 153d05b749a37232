// 举报处理: reported shared plans, open ones first (the filter starts on 待处理); hide the plan (its link stops
// working for everyone) or dismiss the report. Each report is decided once; the server refuses a repeat.
import { List, useTable } from '@refinedev/antd'
import type { CrudFilter } from '@refinedev/core'
import { Button, Form, Popconfirm, Select, Space, Table, Tag } from 'antd'
import { REPORT_STATUSES } from '@contract/training/constants'
import type { AdminPlanReport } from '@contract/training/admin-shapes'
import { decidePlanReport } from '@contract/training/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import { formatDateTime } from '../../components/format'
import { ListFilters } from '../../components/ListFilters'
import { filtersOf } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'

const INITIAL: CrudFilter[] = [{ field: 'status', operator: 'eq', value: 'open' }]
const COLORS = { open: 'gold', hidden: 'red', dismissed: undefined } as const

export function ReportList() {
  const t = useT()
  const f = (key: string) => t(`training.reports.fields.${key}` as never)
  const decide = useApiAction(decidePlanReport, { invalidate: ['training-reports'] })
  const { tableProps, searchFormProps } = useTable<AdminPlanReport>({
    resource: 'training-reports', syncWithLocation: true, filters: { initial: INITIAL }, onSearch: (values) => filtersOf(values as Record<string, unknown>)
  })
  return (
    <List title={t('training.reports.title')}>
      <ListFilters searchFormProps={{ ...searchFormProps, initialValues: { status: 'open' } }}>
        <Form.Item name="status">
          <Select allowClear style={{ width: 140 }} placeholder={f('status')} options={REPORT_STATUSES.map((s) => ({ value: s, label: t(`training.reports.statuses.${s}` as never) }))} />
        </Form.Item>
      </ListFilters>
      <Table<AdminPlanReport> {...tableProps} rowKey="id" size="middle">
        <Table.Column<AdminPlanReport> dataIndex="planName" title={f('plan')} render={(_, r) => <>{r.planName}<br /><span style={{ color: '#888' }}>#{r.planId}</span></>} />
        <Table.Column<AdminPlanReport> key="owner" title={f('owner')} width={140} render={(_, r) => `${r.owner.nickname || '—'} #${r.owner.id}`} />
        <Table.Column<AdminPlanReport> key="reporter" title={f('reporter')} width={140} render={(_, r) => `${r.reporter.nickname || '—'} #${r.reporter.id}`} />
        <Table.Column<AdminPlanReport> dataIndex="reason" title={f('reason')} ellipsis={{ showTitle: true }} />
        <Table.Column<AdminPlanReport> dataIndex="status" title={f('status')} width={90}
          render={(s: AdminPlanReport['status']) => <Tag color={COLORS[s]}>{t(`training.reports.statuses.${s}` as never)}</Tag>} />
        <Table.Column<AdminPlanReport> dataIndex="createdAt" title={f('createdAt')} width={150} render={(v: string) => formatDateTime(v)} />
        <Table.Column<AdminPlanReport> key="actions" title={t('table.actions' as never)} width={170} render={(_, r) => r.status === 'open' && (
          <Space>
            <Popconfirm title={t('training.reports.hideConfirm')} onConfirm={() => decide.mutate({ params: { id: r.id }, body: { action: 'hide' } })}>
              <Button size="small" danger data-testid="report-hide">{t('training.reports.hide')}</Button>
            </Popconfirm>
            <Button size="small" onClick={() => decide.mutate({ params: { id: r.id }, body: { action: 'dismiss' } })}>{t('training.reports.dismiss')}</Button>
          </Space>
        )} />
      </Table>
    </List>
  )
}
