// 场地: the venues classes are held at (address, coordinates for the learner's map, front desk phone); add and
// edit in a modal (the server's field messages beside the fields), delete one no class uses.
import { useState } from 'react'
import { List, useTable } from '@refinedev/antd'
import { Button, Col, Form, Input, InputNumber, Modal, Popconfirm, Row, Space, Table } from 'antd'
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import type { AdminVenue, VenueInput } from '@contract/classroom/admin-shapes'
import { createAdminVenue, deleteAdminVenue, updateAdminVenue } from '@contract/classroom/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import type { ApiError } from '../../api/client'
import { showFieldErrors } from '../../components/form-errors'
import { formatDateTime } from '../../components/format'
import { ListFilters } from '../../components/ListFilters'
import { filtersOf } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'

type Editing = { venue: AdminVenue | null } | null

function VenueModal({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const t = useT()
  const f = (key: string) => t(`classroom.venues.fields.${key}` as never)
  const [form] = Form.useForm<VenueInput>()
  const create = useApiAction(createAdminVenue, { invalidate: ['venues'] })
  const update = useApiAction(updateAdminVenue, { invalidate: ['venues'] })
  const venue = editing?.venue
  const save = async (values: VenueInput) => {
    const body = { ...values, lat: values.lat ?? null, lng: values.lng ?? null, phone: values.phone ?? '' }
    try {
      if (venue) await update.mutateAsync({ params: { id: venue.id }, body })
      else await create.mutateAsync({ body })
      onClose()
    } catch (err) {
      showFieldErrors(form, err as ApiError)
    }
  }
  return (
    <Modal open={editing !== null} title={t(venue ? 'classroom.venues.editTitle' : 'classroom.venues.createTitle')} width={640}
      onCancel={onClose} onOk={() => form.submit()} confirmLoading={create.isPending || update.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} onFinish={save} initialValues={venue ?? { lat: null, lng: null, phone: '' }}>
        <Row gutter={16}>
          <Col span={16}><Form.Item name="name" label={f('name')} rules={[{ required: true, whitespace: true }]}><Input maxLength={60} /></Form.Item></Col>
          <Col span={8}><Form.Item name="city" label={f('city')} rules={[{ required: true, whitespace: true }]}><Input maxLength={20} /></Form.Item></Col>
        </Row>
        <Form.Item name="address" label={f('address')} rules={[{ required: true, whitespace: true }]}><Input maxLength={200} /></Form.Item>
        <Row gutter={16}>
          <Col span={8}><Form.Item name="lat" label={f('lat')}><InputNumber style={{ width: '100%' }} min={-90} max={90} step={0.000001} /></Form.Item></Col>
          <Col span={8}><Form.Item name="lng" label={f('lng')}><InputNumber style={{ width: '100%' }} min={-180} max={180} step={0.000001} /></Form.Item></Col>
          <Col span={8}><Form.Item name="phone" label={f('phone')}><Input maxLength={20} /></Form.Item></Col>
        </Row>
        <p style={{ color: '#666', margin: 0 }}>{t('classroom.venues.coordsHint')}</p>
      </Form>
    </Modal>
  )
}

export function VenueList() {
  const t = useT()
  const f = (key: string) => t(`classroom.venues.fields.${key}` as never)
  const [editing, setEditing] = useState<Editing>(null)
  const remove = useApiAction(deleteAdminVenue, { invalidate: ['venues'] })
  const { tableProps, searchFormProps } = useTable<AdminVenue>({ resource: 'venues', syncWithLocation: true, onSearch: (values) => filtersOf(values as Record<string, unknown>) })
  return (
    <List title={t('classroom.venues.title')}
      headerButtons={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ venue: null })}>{t('classroom.venues.add')}</Button>}>
      <ListFilters searchFormProps={searchFormProps}>
        <Form.Item name="keyword"><Input allowClear placeholder={t('classroom.venues.keyword')} style={{ width: 200 }} /></Form.Item>
      </ListFilters>
      <Table<AdminVenue> {...tableProps} rowKey="id" size="middle">
        <Table.Column<AdminVenue> dataIndex="name" title={f('name')} width={180} />
        <Table.Column<AdminVenue> dataIndex="city" title={f('city')} width={80} />
        <Table.Column<AdminVenue> dataIndex="address" title={f('address')} ellipsis={{ showTitle: true }} />
        <Table.Column<AdminVenue> dataIndex="lat" title={`${f('lat')}, ${f('lng')}`} width={180}
          render={(_, v) => (v.lat === null || v.lng === null ? '—' : `${v.lat}, ${v.lng}`)} />
        <Table.Column<AdminVenue> dataIndex="phone" title={f('phone')} width={130} render={(v: string) => v || '—'} />
        <Table.Column<AdminVenue> dataIndex="classes" title={f('classes')} width={80} align="right" />
        <Table.Column<AdminVenue> dataIndex="createdAt" title={f('createdAt')} width={160} render={(v: string) => formatDateTime(v)} />
        <Table.Column<AdminVenue> key="actions" title={t('table.actions' as never)} width={110} render={(_, venue) => (
          <Space>
            <Button size="small" icon={<EditOutlined />} aria-label={t('classroom.venues.editTitle')} onClick={() => setEditing({ venue })} />
            <Popconfirm title={t('classroom.venues.deleteConfirm')} disabled={venue.classes > 0} onConfirm={() => remove.mutate({ params: { id: venue.id } })}>
              <Button size="small" danger icon={<DeleteOutlined />} disabled={venue.classes > 0}
                title={venue.classes > 0 ? t('classroom.venues.deleteBlocked') : undefined} aria-label={t('classroom.venues.deleteConfirm')} />
            </Popconfirm>
          </Space>
        )} />
      </Table>
      <VenueModal editing={editing} onClose={() => setEditing(null)} />
    </List>
  )
}
