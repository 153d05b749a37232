// 操作日志: newest first, filtered by object type, object id, action, operator (name or phone) and dates; CSV export.
import { List, ShowButton, useTable } from '@refinedev/antd'
import type { CrudFilter } from '@refinedev/core'
import { DatePicker, Form, Input, Select, Table, Typography } from 'antd'
import type { Dayjs } from 'dayjs'
import type { AuditEntry } from '@contract/admin'
import { CsvExportButton } from '../../components/CsvExportButton'
import { formatTimestamp } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { actionLabel, AUDIT_RESOURCES, resourceLabel } from './labels'
import { ListFilters } from '../../components/ListFilters'
import { maskPhone } from '@contract/admin'

interface AuditFilterForm {
  resource?: string
  resourceId?: string
  action?: string
  actor?: string
  dates?: [Dayjs, Dayjs] | null
}

function toFilters(values: AuditFilterForm): CrudFilter[] {
  const [from, to] = values.dates ?? []
  return [
    { field: 'resource', operator: 'eq', value: values.resource?.trim() },
    { field: 'resourceId', operator: 'eq', value: values.resourceId?.trim() },
    { field: 'action', operator: 'eq', value: values.action?.trim() },
    { field: 'actor', operator: 'eq', value: values.actor?.trim() },
    { field: 'from', operator: 'eq', value: from?.format('YYYY-MM-DD') },
    { field: 'to', operator: 'eq', value: to?.format('YYYY-MM-DD') }
  ]
}

export function AuditList() {
  const t = useT()
  const { tableProps, searchFormProps, filters } = useTable<AuditEntry>({
    resource: 'audit',
    syncWithLocation: true,
    onSearch: (values) => toFilters(values as AuditFilterForm)
  })

  return (
    <List
      title={t('audit.title')}
      headerButtons={
        <CsvExportButton<AuditEntry>
          resource="audit"
          filters={filters}
          mapData={(entry) => ({
            [t('audit.fields.createdAt')]: formatTimestamp(entry.createdAt),
            [t('audit.fields.actor')]: `${entry.actorName} ${maskPhone(entry.actorPhone)}`,
            [t('audit.fields.action')]: actionLabel(t, entry.action),
            [t('audit.fields.resource')]: `${resourceLabel(t, entry.resource)} #${entry.resourceId}`,
            [t('audit.fields.summary')]: entry.summary
          })}
        />
      }
    >
      <ListFilters searchFormProps={searchFormProps}>
        <Form.Item name="resource">
          <Select allowClear placeholder={t('audit.fields.resource')} style={{ width: 140 }}
            options={AUDIT_RESOURCES.map((resource) => ({ value: resource, label: resourceLabel(t, resource) }))} />
        </Form.Item>
        <Form.Item name="resourceId"><Input allowClear placeholder={t('audit.fields.resourceId')} style={{ width: 120 }} /></Form.Item>
        <Form.Item name="action"><Input allowClear placeholder={t('audit.fields.action')} style={{ width: 160 }} /></Form.Item>
        <Form.Item name="actor"><Input allowClear placeholder={t('audit.fields.actorSearch')} style={{ width: 180 }} /></Form.Item>
        <Form.Item name="dates"><DatePicker.RangePicker /></Form.Item>
      </ListFilters>
      <Table {...tableProps} rowKey="id" size="middle">
        <Table.Column<AuditEntry> dataIndex="createdAt" title={t('audit.fields.createdAt')} width={170}
          render={(value: string) => formatTimestamp(value)} />
        <Table.Column<AuditEntry> dataIndex="actorName" title={t('audit.fields.actor')} width={160}
          render={(_, entry) => `${entry.actorName || '—'}（${entry.actorPhone}）`} />
        <Table.Column<AuditEntry> dataIndex="action" title={t('audit.fields.action')} width={190}
          render={(action: string) => (
            <>
              <div>{actionLabel(t, action)}</div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>{action}</Typography.Text>
            </>
          )} />
        <Table.Column<AuditEntry> dataIndex="resourceId" title={t('audit.fields.resource')} width={130}
          render={(_, entry) => `${resourceLabel(t, entry.resource)} #${entry.resourceId}`} />
        <Table.Column<AuditEntry> dataIndex="summary" title={t('audit.fields.summary')} />
        <Table.Column<AuditEntry> title={t('table.actions')} width={90}
          render={(_, entry) => <ShowButton hideText size="small" recordItemId={entry.id} />} />
      </Table>
    </List>
  )
}
