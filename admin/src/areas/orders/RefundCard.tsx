// One refund as the order detail and the refund detail show it: amount, reason, proof, the timeline of its steps
// (asked → finance approved → paid out → refunded, or rejected) with who did what, and the step buttons.
import { Card, Descriptions, Image, Space, Timeline, Typography } from 'antd'
import type { AdminRefundDetail } from '@contract/commerce/admin-shapes'
import { summaryText } from '../../components/audit-summary'
import { formatDateTime, formatFen } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { RefundSteps } from './RefundSteps'
import { RefundStatusTag } from './tags'

export function RefundCard({ refund, onDone }: { refund: AdminRefundDetail; onDone?: () => void }) {
  const t = useT()
  const timeline = [
    // A refund an operator started reads as theirs, not as the learner's request.
    { color: 'gray', children: `${formatDateTime(refund.submittedAt)} · ${refund.initiatedBy !== null ? t('orders.timeline.started', { name: refund.initiatedBy }) : t('orders.timeline.asked')}：${refund.reason}` },
    ...refund.steps.map((s) => ({
      color: s.action === 'refund.reject' ? 'red' : 'blue',
      children: <>{formatDateTime(s.at)} · {s.actorName || s.actorPhone}：{summaryText(t, s)}</>
    })),
    ...(refund.paidAt ? [{ color: 'green', children: `${formatDateTime(refund.paidAt)} · ${t('orders.timeline.refunded')}` }] : [])
  ]
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid={`refund-card-${refund.id}`}
      title={<Space>{`#${refund.id}`}<RefundStatusTag status={refund.status} />{formatFen(refund.amountFen)}</Space>}
      extra={<RefundSteps refund={refund} onDone={onDone} />}>
      <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('orders.fields.refundNo')}>{refund.outRefundNo}</Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.result')}>{refund.result || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.providerStatus')}>{refund.providerStatus ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.note')}>{refund.note || '—'}</Descriptions.Item>
        {refund.proofImages.length > 0 && (
          <Descriptions.Item label={t('orders.fields.proof')} span={2}>
            <Image.PreviewGroup>
              <Space>{refund.proofImages.map((src) => <Image key={src} src={src} width={48} height={48} />)}</Space>
            </Image.PreviewGroup>
          </Descriptions.Item>
        )}
      </Descriptions>
      <Typography.Text type="secondary">{t('orders.sections.steps')}</Typography.Text>
      <Timeline style={{ marginTop: 12, marginBottom: -16 }} items={timeline} />
    </Card>
  )
}
