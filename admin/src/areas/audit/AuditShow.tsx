// One audit entry: who, when (China time), what, and the record before and after the write, field by field with
// the changed fields marked.
import { Show } from '@refinedev/antd'
import { useShow } from '@refinedev/core'
import { Descriptions } from 'antd'
import type { AuditEntry } from '@contract/admin'
import { formatTimestamp } from '../../components/format'
import { summaryText } from '../../components/audit-summary'
import { useT } from '../../providers/i18n-provider'
import { AuditDiff } from './AuditDiff'
import { actionLabel, resourceLabel } from './labels'

export function AuditShow() {
  const t = useT()
  const { query } = useShow<AuditEntry>({ resource: 'audit' })
  const entry = query.data?.data
  return (
    <Show isLoading={query.isLoading} title={t('audit.detailTitle')} canEdit={false} canDelete={false}>
      {entry && (
        <>
          <Descriptions bordered column={2} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('audit.fields.createdAt')}>{formatTimestamp(entry.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('audit.fields.actor')}>{`${entry.actorName}（${entry.actorPhone}，#${entry.actorId}）`}</Descriptions.Item>
            <Descriptions.Item label={t('audit.fields.action')}>{`${actionLabel(t, entry.action)}（${entry.action}）`}</Descriptions.Item>
            <Descriptions.Item label={t('audit.fields.resource')}>{`${resourceLabel(t, entry.resource)} #${entry.resourceId}`}</Descriptions.Item>
            <Descriptions.Item label={t('audit.fields.summary')} span={2}>{summaryText(t, entry)}</Descriptions.Item>
          </Descriptions>
          <AuditDiff before={entry.before} after={entry.after} />
        </>
      )}
    </Show>
  )
}
