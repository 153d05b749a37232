// 积分明细: every user's points changes, newest first, filtered by user and reason; CSV export.
import { CreateButton } from '@refinedev/antd'
import { Link } from 'react-router'
import { Form, Input, Select, Table, Typography } from 'antd'
import { maskPhone } from '@contract/admin'
import type { AdminPointsEntry } from '@contract/catalog/points-admin-shapes'
import { POINTS_REASONS } from '@contract/catalog/constants'
import { formatDateTime, formatTimestamp } from '../../components/format'
import { ResourceList } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'

/** +200 in green, -50 in red. */
export function PointsChange({ value }: { value: number }) {
  return <Typography.Text type={value < 0 ? 'danger' : 'success'} strong>{value > 0 ? `+${value}` : value}</Typography.Text>
}

export function PointsList() {
  const t = useT()
  return (
    <ResourceList<AdminPointsEntry>
      resource="points"
      title={t('points.title')}
      csvRow={(entry) => ({
        [t('points.fields.createdAt')]: formatDateTime(entry.createdAt),
        [t('points.fields.userId')]: entry.userId,
        [t('points.fields.user')]: `${entry.userName} ${maskPhone(entry.userPhone)}`,
        [t('points.fields.change')]: entry.change,
        [t('points.fields.kind')]: t(`points.kinds.${entry.kind}`),
        [t('points.fields.note')]: entry.note,
        [t('points.fields.orderNo')]: entry.orderNo ?? ''
      })}
      actions={<CreateButton>{t('points.adjustButton')}</CreateButton>}
      filterFields={
        <>
          <Form.Item name="userId"><Input allowClear placeholder={t('points.fields.userId')} style={{ width: 140 }} /></Form.Item>
          <Form.Item name="reason">
            <Select allowClear placeholder={t('points.fields.reason')} style={{ width: 160 }}
              options={POINTS_REASONS.map((reason) => ({ value: reason, label: t(`points.reasons.${reason}`) }))} />
          </Form.Item>
        </>
      }
    >
      <Table.Column<AdminPointsEntry> dataIndex="createdAt" title={t('points.fields.createdAt')} width={170}
        render={(value: string) => formatTimestamp(value)} />
      <Table.Column<AdminPointsEntry> dataIndex="userId" title={t('points.fields.user')} width={220}
        render={(_, entry) => <Link to={`/users/show/${entry.userId}`}>{`${entry.userName || '—'}（${entry.userPhone}）`}</Link>} />
      <Table.Column<AdminPointsEntry> dataIndex="change" title={t('points.fields.change')} width={110} align="right"
        render={(value: number) => <PointsChange value={value} />} />
      <Table.Column<AdminPointsEntry> dataIndex="kind" title={t('points.fields.kind')} width={140}
        render={(_, entry) => t(`points.kinds.${entry.kind}`)} />
      <Table.Column<AdminPointsEntry> dataIndex="note" title={t('points.fields.note')} />
      <Table.Column<AdminPointsEntry> dataIndex="orderNo" title={t('points.fields.orderNo')} width={200}
        render={(value: string | null) => value ?? '—'} />
    </ResourceList>
  )
}
