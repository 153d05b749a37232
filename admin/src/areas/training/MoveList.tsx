// 动作库: the company's moves (hidden ones too) by name, muscle, tool and unit; add and edit in a modal, hide a
// move from the app's library or show it again.
import { useState } from 'react'
import { List, useTable } from '@refinedev/antd'
import { Button, Form, Image, Input, Popconfirm, Select, Space, Table, Tag } from 'antd'
import { EditOutlined, PlusOutlined } from '@ant-design/icons'
import type { AdminMove } from '@contract/training/admin-shapes'
import { setAdminMoveHidden } from '@contract/training/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import { formatDateTime } from '../../components/format'
import { ListFilters } from '../../components/ListFilters'
import { filtersOf } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'
import { MoveModal, type MoveEditing } from './MoveModal'
import { useTrainingOptions } from './options'

export function MoveList() {
  const t = useT()
  const f = (key: string) => t(`training.moves.fields.${key}` as never)
  const options = useTrainingOptions()
  const [editing, setEditing] = useState<MoveEditing>(null)
  const hide = useApiAction(setAdminMoveHidden, { invalidate: ['training-moves'] })
  const { tableProps, searchFormProps } = useTable<AdminMove>({
    resource: 'training-moves', syncWithLocation: true, onSearch: (values) => filtersOf(values as Record<string, unknown>)
  })
  return (
    <List title={t('training.moves.title')}
      headerButtons={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ move: null })} data-testid="add-move">{t('training.moves.add')}</Button>}>
      <ListFilters searchFormProps={searchFormProps}>
        <Form.Item name="keyword"><Input allowClear placeholder={t('training.moves.keyword')} style={{ width: 180 }} /></Form.Item>
        <Form.Item name="muscle"><Select allowClear placeholder={f('primaryMuscle')} style={{ width: 130 }} options={options.muscles} /></Form.Item>
        <Form.Item name="tool"><Select allowClear placeholder={f('tool')} style={{ width: 130 }} options={options.tools} /></Form.Item>
        <Form.Item name="unit"><Select allowClear placeholder={f('unit')} style={{ width: 120 }} options={options.units} /></Form.Item>
      </ListFilters>
      <Table<AdminMove> {...tableProps} rowKey="id" size="middle">
        <Table.Column<AdminMove> dataIndex="cover" width={72} title={f('picture')}
          render={(src: string) => (src ? <Image src={src} width={56} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} /> : '—')} />
        <Table.Column<AdminMove> dataIndex="name" title={f('name')} />
        <Table.Column<AdminMove> dataIndex="primaryMuscle" title={f('primaryMuscle')} width={110} render={(m: string) => t(`training.muscles.${m}` as never)} />
        <Table.Column<AdminMove> dataIndex="tool" title={f('tool')} width={110} render={(v: string) => t(`training.tools.${v}` as never)} />
        <Table.Column<AdminMove> dataIndex="unit" title={f('unit')} width={90} render={(v: string) => t(`training.units.${v}` as never)} />
        <Table.Column<AdminMove> dataIndex="level" title={f('level')} width={90} align="right" />
        <Table.Column<AdminMove> dataIndex="hidden" title={f('status')} width={90}
          render={(hidden: boolean) => <Tag color={hidden ? undefined : 'green'}>{t(hidden ? 'training.moves.hidden' : 'training.moves.visible')}</Tag>} />
        <Table.Column<AdminMove> dataIndex="updatedAt" title={f('updatedAt')} width={160} render={(v: string) => formatDateTime(v)} />
        <Table.Column<AdminMove> key="actions" title={t('table.actions' as never)} width={130} render={(_, move) => (
          <Space>
            <Button size="small" icon={<EditOutlined />} aria-label={t('training.moves.editTitle')} onClick={() => setEditing({ move })} />
            {move.hidden
              ? <Button size="small" onClick={() => hide.mutate({ params: { id: move.id }, body: { hidden: false } })}>{t('training.moves.show')}</Button>
              : (
                <Popconfirm title={t('training.moves.hideConfirm')} onConfirm={() => hide.mutate({ params: { id: move.id }, body: { hidden: true } })}>
                  <Button size="small" danger>{t('training.moves.hide')}</Button>
                </Popconfirm>
              )}
          </Space>
        )} />
      </Table>
      <MoveModal editing={editing} onClose={() => setEditing(null)} />
    </List>
  )
}
