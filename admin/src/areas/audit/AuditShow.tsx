// One audit entry: who, when, what, and the record before and after the write, side by side.
import { Show } from '@refinedev/antd'
import { useShow } from '@refinedev/core'
import { Card, Col, Descriptions, Row } from 'antd'
import type { AuditEntry } from '@contract/admin'
import { formatDateTime } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { actionLabel, resourceLabel } from './labels'

function Json({ value }: { value: unknown }) {
  const t = useT()
  if (value === null || value === undefined) return <span style={{ color: '#999' }}>{t('audit.none')}</span>
  return <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>{JSON.stringify(value, null, 2)}</pre>
}

export function AuditShow() {
  const t = useT()
  const { query } = useShow<AuditEntry>({ resource: 'audit' })
  const entry = query.data?.data
  return (
    <Show isLoading={query.isLoading} title={t('audit.detailTitle')} canEdit={false} canDelete={false}>
      {entry && (
        <>
          <Descriptions bordered column={2} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('audit.fields.createdAt')}>{formatDateTime(entry.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('audit.fields.actor')}>{`${entry.actorName}（${entry.actorPhone}，#${entry.actorId}）`}</Descriptions.Item>
            <Descriptions.Item label={t('audit.fields.action')}>{`${actionLabel(t, entry.action)}（${entry.action}）`}</Descriptions.Item>
            <Descriptions.Item label={t('audit.fields.resource')}>{`${resourceLabel(t, entry.resource)} #${entry.resourceId}`}</Descriptions.Item>
            <Descriptions.Item label={t('audit.fields.summary')} span={2}>{entry.summary}</Descriptions.Item>
          </Descriptions>
          <Row gutter={16}>
            <Col span={12}><Card size="small" title={t('audit.before')}><Json value={entry.before} /></Card></Col>
            <Col span={12}><Card size="small" title={t('audit.after')}><Json value={entry.after} /></Card></Col>
          </Row>
        </>
      )}
    </Show>
  )
}
