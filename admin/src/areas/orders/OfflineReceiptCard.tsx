// The bank transfer behind an order finance recorded by hand: reference, date, list price and why the amount
// differs, who recorded it, and the proof (image or PDF) to open.
import { Card, Descriptions, Typography } from 'antd'
import type { AdminOrderDetail } from '@contract/commerce/admin-shapes'
import { formatDateTime, formatFen } from '../../components/format'
import { useT } from '../../providers/i18n-provider'

export function OfflineReceiptCard({ order }: { order: AdminOrderDetail }) {
  const t = useT()
  const receipt = order.offlineReceipt
  if (!receipt) return null
  return (
    <Card size="small" title={t('orders.sections.offline')} style={{ marginBottom: 16 }} data-testid="offline-receipt">
      <Descriptions size="small" column={3}>
        <Descriptions.Item label={t('orders.offline.bankReference')}>{receipt.bankReference}</Descriptions.Item>
        <Descriptions.Item label={t('orders.offline.transferDate')}>{receipt.transferDate}</Descriptions.Item>
        <Descriptions.Item label={t('orders.offline.listPrice')}>{formatFen(receipt.listPriceFen)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.offline.priceNote')}>{receipt.priceNote || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('orders.offline.recordedBy')}>{`${receipt.recordedBy} · ${formatDateTime(receipt.recordedAt)}`}</Descriptions.Item>
        <Descriptions.Item label={t('orders.offline.proof')}>
          <Typography.Link href={receipt.proofPath} target="_blank" rel="noreferrer">{t('orders.offline.viewProof')}</Typography.Link>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  )
}
