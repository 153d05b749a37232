// 操作日志: newest first, filtered by object type, object id, action, operator (name or phone) and dates; CSV
// export; each entry opens its field-by-field diff.
import { ShowButton } from '@refinedev/antd'
import { DatePicker, Form, Input, Select, Table, Typography } from 'antd'
import { maskPhone, type AuditEntry } from '@contract/admin'
import { formatTimestamp } from '../../components/format'
import { ResourceList } from '../../components/ResourceList'
import { summaryText } from '../../components/audit-summary'
import { useT } from '../../providers/i18n-provider'
import { actionLabel, AUDIT_RESOURCES, resourceLabel } from './labels'

export function AuditList() {
  const t = useT()
  return (
    <ResourceList<AuditEntry>
      resource="audit"
      title={t('audit.title')}
      csvRow={(entry) => ({
        [t('audit.fields.createdAt')]: formatTimestamp(entry.createdAt),
        [t('audit.fields.actor')]: `${entry.actorName} ${maskPhone(entry.actorPhone)}`,
        [t('audit.fields.action')]: actionLabel(t, entry.action),
        [t('audit.fields.resource')]: `${resourceLabel(t, entry.resource)} #${entry.resourceId}`,
        [t('audit.fields.summary')]: summaryText(t, entry)
      })}
      filterFields={
        <>
          <Form.Item name="resource">
            <Select allowClear placeholder={t('audit.fields.resource')} style={{ width: 140 }}
              options={AUDIT_RESOURCES.map((resource) => ({ value: resource, label: resourceLabel(t, resource) }))} />
          </Form.Item>
          <Form.Item name="resourceId"><Input allowClear placeholder={t('audit.fields.resourceId')} style={{ width: 120 }} /></Form.Item>
          <Form.Item name="action"><Input allowClear placeholder={t('audit.fields.action')} style={{ width: 160 }} /></Form.Item>
          <Form.Item name="actor"><Input allowClear placeholder={t('audit.fields.actorSearch')} style={{ width: 180 }} /></Form.Item>
          <Form.Item name="dates"><DatePicker.RangePicker /></Form.Item>
        </>
      }
      rowActions={(entry) => <ShowButton hideText size="small" recordItemId={entry.id} />}
      rowActionsWidth={90}
    >
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
      <Table.Column<AuditEntry> dataIndex="summary" title={t('audit.fields.summary')} render={(_, entry) => summaryText(t, entry)} />
    </ResourceList>
  )
}
