// 转班与复训记录: every transfer and retrain (by the learner or an operator for them), newest first.
import { List, useTable } from '@refinedev/antd'
import { Form, Select, Table, Tag } from 'antd'
import { SEAT_MOVE_KINDS, type SeatMove } from '@contract/classroom/admin-shapes'
import { formatDateTime } from '../../components/format'
import { ListFilters } from '../../components/ListFilters'
import { filtersOf } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'

export function SeatMoveList() {
  const t = useT()
  const f = (key: string) => t(`classroom.moves.fields.${key}` as never)
  const { tableProps, searchFormProps } = useTable<SeatMove>({
    resource: 'seat-moves', syncWithLocation: true, onSearch: (values) => filtersOf(values as Record<string, unknown>)
  })
  return (
    <List title={t('classroom.moves.title')}>
      <ListFilters searchFormProps={searchFormProps}>
        <Form.Item name="kind">
          <Select allowClear style={{ width: 140 }} placeholder={f('kind')}
            options={SEAT_MOVE_KINDS.map((k) => ({ value: k, label: t(`classroom.moves.kinds.${k}`) }))} />
        </Form.Item>
      </ListFilters>
      <Table<SeatMove> {...tableProps} rowKey="id" size="middle">
        <Table.Column<SeatMove> title={f('kind')} width={80} render={(_, m) => <Tag>{t(`classroom.moves.kinds.${m.kind}`)}</Tag>} />
        <Table.Column<SeatMove> title={f('learner')} width={190} render={(_, m) => `${m.learner.name || '—'}（${m.learner.phone}）`} />
        <Table.Column<SeatMove> title={f('from')} render={(_, m) => `#${m.fromClass.id} ${m.fromClass.name}`} />
        <Table.Column<SeatMove> title={f('to')} render={(_, m) => `#${m.toClass.id} ${m.toClass.name}`} />
        <Table.Column<SeatMove> title={f('by')} width={110} render={(_, m) => m.by.name} />
        <Table.Column<SeatMove> title={f('reason')} dataIndex="reason" ellipsis={{ showTitle: true }} />
        <Table.Column<SeatMove> title={f('createdAt')} width={150} render={(_, m) => formatDateTime(m.createdAt)} />
      </Table>
    </List>
  )
}
