// A goods's classes on its page: dates, city, seats taken of capacity, the state learners see; add and edit in a
// modal (the server's field messages beside the fields), stop or reopen sign-up (not for an ended class). Names
// and schedules keep to one line (the full text on hover), so a row stays one line high.
import { useModalForm, useTable } from '@refinedev/antd'
import { Link } from 'react-router'
import { Button, Card, Col, DatePicker, Form, Input, InputNumber, Modal, Popconfirm, Row, Space, Table } from 'antd'
import { EditOutlined, PlusOutlined } from '@ant-design/icons'
import type { AdminClass, AdminClassInput } from '@contract/catalog/admin-shapes'
import { setAdminClassStatus } from '@contract/catalog/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import { useT } from '../../providers/i18n-provider'
import { pickerOverDate } from '../../components/form-values'
import { ClassStatusTag } from './labels'
import { formNotifications, settledSubmit } from '../../components/form-notifications'

function ClassForm({ formProps }: { formProps: object }) {
  const t = useT()
  return (
    <Form {...settledSubmit(formProps)} layout="vertical">
      <Form.Item name="name" label={t('catalog.classes.fields.name')} rules={[{ required: true, whitespace: true }]}><Input maxLength={40} /></Form.Item>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="city" label={t('catalog.classes.fields.city')} rules={[{ required: true, whitespace: true }]}><Input maxLength={20} /></Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="startDate" label={t('catalog.classes.fields.startDate')} rules={[{ required: true }]} {...pickerOverDate}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="endDate" label={t('catalog.classes.fields.endDate')} rules={[{ required: true }]} {...pickerOverDate}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="schedule" label={t('catalog.classes.fields.schedule')}><Input.TextArea rows={3} maxLength={500} /></Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="capacity" label={t('catalog.classes.fields.capacity')} extra={t('catalog.classes.capacityHint')} rules={[{ required: true }]}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="transfersAllowed" label={t('catalog.classes.fields.transfersAllowed')}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  )
}

export function ClassesCard({ goodsId }: { goodsId: number }) {
  const t = useT()
  const meta = { params: { goodsId } }
  const { tableProps } = useTable<AdminClass>({ resource: 'classes', meta, syncWithLocation: false, pagination: { pageSize: 10 } })
  const create = useModalForm<AdminClass, never, AdminClassInput>({ ...formNotifications, resource: 'classes', action: 'create', meta, syncWithLocation: false })
  const edit = useModalForm<AdminClass, never, AdminClassInput>({ ...formNotifications, resource: 'classes', action: 'edit', syncWithLocation: false })
  const status = useApiAction(setAdminClassStatus, { invalidate: ['classes', 'goods'] })

  return (
    <Card title={t('catalog.classes.title')} extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>{t('catalog.classes.add')}</Button>}>
      <Table {...tableProps} rowKey="id" size="middle" locale={{ emptyText: t('catalog.classes.empty') }}>
        <Table.Column<AdminClass> dataIndex="name" title={t('catalog.classes.fields.name')} width={160} ellipsis={{ showTitle: true }} />
        <Table.Column<AdminClass> dataIndex="city" title={t('catalog.classes.fields.city')} width={80} />
        <Table.Column<AdminClass> dataIndex="startDate" title={t('catalog.classes.fields.dates')} width={250}
          render={(_, c) => `${c.startDate} ~ ${c.endDate}（${t('catalog.classes.daysCount', { days: c.days })}）`} />
        <Table.Column<AdminClass> dataIndex="schedule" title={t('catalog.classes.fields.schedule')} ellipsis={{ showTitle: true }} />
        <Table.Column<AdminClass> dataIndex="capacity" title={t('catalog.classes.fields.seats')} width={90} align="right"
          render={(_, c) => `${c.seatsTaken} / ${c.capacity}`} />
        <Table.Column<AdminClass> dataIndex="status" title={t('catalog.classes.fields.status')} width={90}
          render={(_, c) => <ClassStatusTag status={c.status} />} />
        <Table.Column<AdminClass> title={t('table.actions' as never)} width={190}
          render={(_, c) => {
            const stopping = c.status !== 'off_sale'
            // An ended class takes no sign-ups either way: nothing to stop or reopen.
            const ended = c.status === 'ended'
            return (
              <Space>
                <Button size="small" icon={<EditOutlined />} onClick={() => edit.show(c.id)} aria-label={t('catalog.classes.editTitle')} />
                <Link to={`/classroom-classes/show/${c.id}`}>{t('classroom.classes.fromGoods')}</Link>
                {!ended && <Popconfirm title={stopping ? t('catalog.classes.stopConfirm') : t('catalog.classes.reopenConfirm')}
                  onConfirm={() => status.mutate({ params: { id: c.id }, body: { status: stopping ? 'off_sale' : 'upcoming' } })}>
                  <Button size="small" danger={stopping}>{stopping ? t('catalog.classes.stop') : t('catalog.classes.reopen')}</Button>
                </Popconfirm>}
              </Space>
            )
          }} />
      </Table>
      <Modal {...create.modalProps} title={t('catalog.classes.createTitle')} width={640}>
        <ClassForm formProps={{ ...create.formProps, initialValues: { capacity: 30, transfersAllowed: 3 } }} />
      </Modal>
      <Modal {...edit.modalProps} title={t('catalog.classes.editTitle')} width={640}>
        <ClassForm formProps={edit.formProps} />
      </Modal>
    </Card>
  )
}
