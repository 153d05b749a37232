// An exam's sessions on its page: time, city and venue, seats taken of capacity, the state learners see; add and
// edit in a modal, close or reopen registration.
import { useModalForm, useTable } from '@refinedev/antd'
import { Button, Card, Col, DatePicker, Form, Input, InputNumber, Modal, Popconfirm, Row, Space, Table } from 'antd'
import { EditOutlined, PlusOutlined } from '@ant-design/icons'
import type { AdminExamSession, AdminExamSessionInput } from '@contract/catalog/admin-shapes'
import { setAdminExamSessionStatus } from '@contract/catalog/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import { formatDateTime } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { pickerOverIso } from '../../components/form-values'
import { SessionStatusTag } from './labels'
import { formNotifications, settledSubmit } from '../../components/form-notifications'

function SessionForm({ formProps }: { formProps: object }) {
  const t = useT()
  return (
    <Form {...settledSubmit(formProps)} layout="vertical">
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="startsAt" label={t('catalog.sessions.fields.startsAt')} rules={[{ required: true }]} {...pickerOverIso}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="city" label={t('catalog.sessions.fields.city')} rules={[{ required: true, whitespace: true }]}><Input maxLength={20} /></Form.Item>
        </Col>
      </Row>
      <Form.Item name="venueName" label={t('catalog.sessions.fields.venueName')} rules={[{ required: true, whitespace: true }]}><Input maxLength={60} /></Form.Item>
      <Form.Item name="venueAddress" label={t('catalog.sessions.fields.venueAddress')} rules={[{ required: true, whitespace: true }]}><Input maxLength={120} /></Form.Item>
      <Form.Item name="capacity" label={t('catalog.sessions.fields.capacity')} extra={t('catalog.classes.capacityHint')} rules={[{ required: true }]}>
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
    </Form>
  )
}

export function SessionsCard({ goodsId }: { goodsId: number }) {
  const t = useT()
  const meta = { params: { goodsId } }
  const { tableProps } = useTable<AdminExamSession>({ resource: 'exam-sessions', meta, syncWithLocation: false, pagination: { pageSize: 10 } })
  const create = useModalForm<AdminExamSession, never, AdminExamSessionInput>({ ...formNotifications, resource: 'exam-sessions', action: 'create', meta, syncWithLocation: false })
  const edit = useModalForm<AdminExamSession, never, AdminExamSessionInput>({ ...formNotifications, resource: 'exam-sessions', action: 'edit', syncWithLocation: false })
  const status = useApiAction(setAdminExamSessionStatus, { invalidate: ['exam-sessions', 'goods'] })

  return (
    <Card title={t('catalog.sessions.title')} extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>{t('catalog.sessions.add')}</Button>}>
      <Table {...tableProps} rowKey="id" size="middle" locale={{ emptyText: t('catalog.sessions.empty') }}>
        <Table.Column<AdminExamSession> dataIndex="startsAt" title={t('catalog.sessions.fields.startsAt')} width={160} render={formatDateTime} />
        <Table.Column<AdminExamSession> dataIndex="city" title={t('catalog.sessions.fields.city')} width={90} />
        <Table.Column<AdminExamSession> dataIndex="venueName" title={t('catalog.sessions.fields.venueName')} />
        <Table.Column<AdminExamSession> dataIndex="venueAddress" title={t('catalog.sessions.fields.venueAddress')} ellipsis />
        <Table.Column<AdminExamSession> dataIndex="capacity" title={t('catalog.sessions.fields.seats')} width={100} align="right"
          render={(_, s) => `${s.seatsTaken} / ${s.capacity}`} />
        <Table.Column<AdminExamSession> dataIndex="status" title={t('catalog.sessions.fields.status')} width={90}
          render={(_, s) => <SessionStatusTag status={s.status} />} />
        <Table.Column<AdminExamSession> title={t('table.actions' as never)} width={190}
          render={(_, s) => (
            <Space>
              <Button size="small" icon={<EditOutlined />} onClick={() => edit.show(s.id)} aria-label={t('catalog.sessions.editTitle')} />
              <Popconfirm title={s.closedByStaff ? t('catalog.sessions.reopenConfirm') : t('catalog.sessions.closeConfirm')}
                onConfirm={() => status.mutate({ params: { id: s.id }, body: { status: s.closedByStaff ? 'open' : 'closed' } })}>
                <Button size="small" danger={!s.closedByStaff}>{s.closedByStaff ? t('catalog.sessions.reopen') : t('catalog.sessions.close')}</Button>
              </Popconfirm>
            </Space>
          )} />
      </Table>
      <Modal {...create.modalProps} title={t('catalog.sessions.createTitle')} width={640}>
        <SessionForm formProps={{ ...create.formProps, initialValues: { capacity: 50 } }} />
      </Modal>
      <Modal {...edit.modalProps} title={t('catalog.sessions.editTitle')} width={640}>
        <SessionForm formProps={edit.formProps} />
      </Modal>
    </Card>
  )
}
