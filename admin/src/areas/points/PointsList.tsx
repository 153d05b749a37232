// 积分明细: every user's points changes, newest first, filtered by user and reason; CSV export.
import { CreateButton, List, useTable } from '@refinedev/antd'
import type { CrudFilter } from '@refinedev/core'
import { Link } from 'react-router'
import { Form, Input, Select, Table, Typography } from 'antd'
import type { AdminPointsEntry } from '@contract/catalog/points-admin-shapes'
import { POINTS_REASONS, type PointsReason } from '@contract/catalog/constants'
import { CsvExportButton } from '../../components/CsvExportButton'
import { formatDateTime, formatTimestamp } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { ListFilters } from '../../components/ListFilters'
import { maskPhone } from '@contract/admin'

interface PointsFilterForm {
  userId?: string
  reason?: PointsReason
}

const toFilters = (values: PointsFilterForm): CrudFilter[] => [
  { field: 'userId', operator: 'eq', value: values.userId?.trim() },
  { field: 'reason', operator: 'eq', value: values.reason }
]

/** +200 in green, -50 in red. */
export function PointsChange({ value }: { value: number }) {
  return <Typography.Text type={value < 0 ? 'danger' : 'success'} strong>{value > 0 ? `+${value}` : value}</Typography.Text>
}

export function PointsList() {
  const t = useT()
  const { tableProps, searchFormProps, filters } = useTable<AdminPointsEntry>({
    resource: 'points',
    syncWithLocation: true,
    onSearch: (values) => toFilters(values as PointsFilterForm)
  })
  return (
    <List
      title={t('points.title')}
      headerButtons={
        <>
          <CreateButton>{t('points.adjustButton')}</CreateButton>
          <CsvExportButton<AdminPointsEntry>
            resource="points"
            filters={filters}
            mapData={(entry) => ({
              [t('points.fields.createdAt')]: formatDateTime(entry.createdAt),
              [t('points.fields.userId')]: entry.userId,
              [t('points.fields.user')]: `${entry.userName} ${maskPhone(entry.userPhone)}`,
              [t('points.fields.change')]: entry.change,
              [t('points.fields.kind')]: t(`points.kinds.${entry.kind}`),
              [t('points.fields.note')]: entry.note,
              [t('points.fields.orderNo')]: entry.orderNo ?? ''
            })}
          />
        </>
      }
    >
      <ListFilters searchFormProps={searchFormProps}>
        <Form.Item name="userId"><Input allowClear placeholder={t('points.fields.userId')} style={{ width: 140 }} /></Form.Item>
        <Form.Item name="reason">
          <Select allowClear placeholder={t('points.fields.reason')} style={{ width: 160 }}
            options={POINTS_REASONS.map((reason) => ({ value: reason, label: t(`points.reasons.${reason}`) }))} />
        </Form.Item>
      </ListFilters>
      <Table {...tableProps} rowKey="id" size="middle">
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
      </Table>
    </List>
  )
}
